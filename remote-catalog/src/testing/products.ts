import type { Product } from '@brass/shared/contract';

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

/** `count` products flagged as new arrivals, named new-1, new-2, ... */
export function newArrivals(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => makeProduct(`new-${index + 1}`, { isNewArrival: true }));
}
