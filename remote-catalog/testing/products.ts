import type { Product, ProductDetail } from '@brass/shared/contracts/catalog';

export function makeProduct(id: string, overrides: Partial<Product> = {}): Product {
  return {
    _id: id,
    productName: `Brass ${id}`,
    price: 1000,
    description: `A brass ${id}, cast and polished by hand.`,
    image: `/images/products/${id}-480.webp`,
    mainCategory: 'idols',
    isNewArrival: false,
    compareAtPrice: null,
    stock: 25,
    facts: {
      heightCm: 16,
      widthCm: 12,
      depthCm: 10,
      weightKg: 1.25,
      material: 'Brass',
      finish: 'Antique',
      care: 'Dust with a soft dry cloth.',
      hsnCode: '8306',
    },
    ...overrides,
  };
}

/** A product as its own page reads it: with its photos, by default its one image and share image as seeded. */
export function makeProductDetail(id: string, overrides: Partial<ProductDetail> = {}): ProductDetail {
  const product = makeProduct(id, overrides);
  return {
    ...product,
    images: [{ url: product.image, alt: product.productName }],
    shareImage: { url: `/images/products/${id}-1200.jpg`, width: 1200, height: 1200 },
    ...overrides,
  };
}

/** `count` products flagged as new arrivals, named new-1, new-2, ... */
export function newArrivals(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => makeProduct(`new-${index + 1}`, { isNewArrival: true }));
}

/** A Ganesha sold in two sizes, 9 inch at ₹9,800 and 12 inch at ₹14,500, five of each in stock. */
export function makeProductInSizes(id: string): ProductDetail {
  const size = (inches: string, price: number) => ({
    _id: `${id}--${inches.replace(' ', '-')}`,
    key: inches.replace(' ', '-'),
    productName: `Prabhavali Ganesha (${inches})`,
    sku: `BA-GPA-${inches.slice(0, 2).trim()}`,
    values: { Size: inches },
    price,
    compareAtPrice: null,
    stock: 5,
    weightKg: 2,
  });
  return makeProductDetail(id, {
    productName: 'Prabhavali Ganesha',
    price: 9800,
    options: [{ name: 'Size', values: ['9 inch', '12 inch'] }],
    variants: [size('9 inch', 9800), size('12 inch', 14500)],
  });
}
