import type { Product } from '@brass/shared/contracts/catalog';
import type { Order } from '@brass/shared/contracts/orders';

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'ord_k3v9x0q2m7ta',
    orderNumber: 'BA-10042',
    createdAt: '2025-11-21T10:30:00.000Z',
    status: 'preparing',
    paymentMethod: 'online',
    totalAmount: 2886.5,
    subtotal: 2499,
    shippingCharge: 87.5,
    tax: 300,
    codFee: 0,
    deliversBy: '2025-11-26',
    shippingAddress: {
      firstName: 'Asha',
      lastName: 'Iyer',
      street: '12 Temple Street',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zipcode: '600004',
      phoneNumber: '9876543210',
    },
    products: [{ productId: 'prd_ganesha', productName: 'Brass Ganesha Idol', quantity: 1, price: 2499 }],
    ...overrides,
  };
}

export const ganesha: Product = {
  _id: 'prd_ganesha',
  productName: 'Brass Ganesha Idol',
  price: 2499,
  description: 'Cast brass.',
  image: '/images/products/ganesha-480.webp',
  isNewArrival: true,
  compareAtPrice: null,
  stock: 12,
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
