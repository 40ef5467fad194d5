import type { PaymentOrderResponse } from '@brass/shared/contracts/checkout';
import type { Order } from '@brass/shared/contracts/orders';

/** The API's Razorpay order for a ₹5,674 cart, as POST /api/razorpay/create-order answers it. */
export const paymentOrder: PaymentOrderResponse = {
  success: true,
  order: { key_id: 'rzp_test_sandbox', id: 'order_1', amount: 567400, currency: 'INR' },
};

const order: Order = {
  _id: 'ord_1',
  orderNumber: 'BA-10001',
  createdAt: '2025-11-21T10:30:00.000Z',
  status: 'preparing',
  paymentMethod: 'online',
  totalAmount: 5674,
  subtotal: 4998,
  shippingCharge: 76,
  tax: 600,
  codFee: 0,
  deliversBy: '2025-11-26',
  shippingAddress: {
    firstName: 'Meena',
    lastName: 'Iyer',
    street: '12 Temple Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    zipcode: '625001',
    phoneNumber: '9840012345',
    country: 'India',
  },
  products: [{ productId: 'ganesha', productName: 'Brass Ganesha', quantity: 2, price: 2499 }],
};

/** What POST /api/orders/ answers once it has recorded the paid order. */
export const placedOrder = { success: true, order };
