import type { AdminProduct, AdminProductSummary, AdminVariant } from '@brass/shared/contracts/admin-products';

export function aProductSummary(overrides: Partial<AdminProductSummary> = {}): AdminProductSummary {
  return {
    id: 'lost-wax-seated-ganesha',
    name: 'Lost-Wax Seated Ganesha',
    price: 4850,
    compareAtPrice: null,
    category: 'idols',
    isNewArrival: false,
    isPopular: true,
    stock: 12,
    image: '/images/uploads/ganesha-480.webp',
    position: 1,
    archived: false,
    draft: false,
    createdAt: '2026-10-02T05:30:00.000Z',
    ...overrides,
  };
}

export function aProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    ...aProductSummary(),
    description: 'Cast by the lost-wax method in Swamimalai.',
    facts: {
      heightCm: 15.5,
      widthCm: 10,
      depthCm: 8,
      weightKg: 1.25,
      material: 'Brass',
      finish: 'Antique',
      care: 'Wipe with a dry cloth.',
      hsnCode: '8306',
    },
    images: [
      { id: 'img_front', url: '/images/uploads/ganesha-480.webp', alt: 'Front', width: 1200, height: 1200 },
      {
        id: 'img_side',
        url: '/images/uploads/ganesha-side-480.webp',
        alt: 'Side',
        width: 1200,
        height: 1200,
      },
    ],
    archivedAt: null,
    publishedAt: '2026-10-02T05:30:00.000Z',
    options: null,
    variants: [],
    ...overrides,
  };
}

/** A size of the Ganesha on sale; `values` name the option Size unless told. */
export function aVariant(overrides: Partial<AdminVariant> = {}): AdminVariant {
  return {
    id: 'lost-wax-seated-ganesha--9-inch',
    key: '9-inch',
    name: 'Lost-Wax Seated Ganesha (9 inch)',
    sku: 'GAN-09',
    values: { Size: '9 inch' },
    price: 4850,
    compareAtPrice: null,
    stock: 5,
    weightKg: 1.25,
    image: '/images/uploads/ganesha-480.webp',
    archived: false,
    ...overrides,
  };
}
