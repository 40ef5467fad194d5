import type { ProductDetail } from '@brass/shared/contracts/catalog';

/** A product of the shop as the catalogue answers it, for a text that links to it. */
export const diyaProduct: ProductDetail = {
  _id: 'panchmukhi-diya',
  productName: 'Panchmukhi Brass Diya',
  price: 1450,
  compareAtPrice: null,
  description: 'Five wicks.',
  image: '/images/products/diya.webp',
  images: [{ url: '/images/products/diya.webp', alt: 'The diya, lit' }],
  isNewArrival: false,
  stock: 4,
  facts: {
    heightCm: null,
    widthCm: null,
    depthCm: null,
    weightKg: null,
    material: null,
    finish: null,
    care: null,
    hsnCode: null,
  },
};
