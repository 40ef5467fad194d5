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
    ...overrides,
  };
}

/** `count` products flagged as new arrivals, named new-1, new-2, ... */
export function newArrivals(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => makeProduct(`new-${index + 1}`, { isNewArrival: true }));
}
