import type { AdminOrderDetail, AdminOrderSummary } from '@brass/shared/contracts/admin-orders';

export function anOrderSummary(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id: 'BA-10042',
    orderNumber: 'BA-10042',
    createdAt: '2026-11-20T05:30:00.000Z',
    status: 'preparing',
    paymentMethod: 'online',
    customer: { name: 'Asha Iyer', email: 'asha@example.in', phone: '+91 98400 12345' },
    city: 'Chennai',
    itemCount: 3,
    totalAmount: 6886.5,
    refundedAmount: 0,
    awb: '12345678901234',
    ...overrides,
  };
}

export function anOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    _id: 'BA-10042',
    orderNumber: 'BA-10042',
    createdAt: '2026-11-20T05:30:00.000Z',
    status: 'preparing',
    totalAmount: 6886.5,
    subtotal: 6150,
    shippingCharge: 0,
    tax: 736.5,
    codFee: 0,
    deliversBy: '2026-11-25',
    shiprocketAwbCode: '12345678901234',
    shippingAddress: {
      firstName: 'Asha',
      lastName: 'Iyer',
      street: '12 Car Street, Mylapore',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zipcode: '600004',
      phoneNumber: '+91 98400 12345',
      country: 'India',
    },
    products: [
      {
        productId: 'ganesha-lost-wax-seated',
        productName: 'Lost-Wax Seated Ganesha',
        quantity: 1,
        price: 4850,
      },
      { productId: 'ganesha-mini-dashboard', productName: 'Dashboard Ganesha', quantity: 2, price: 650 },
    ],
    paymentMethod: 'online',
    customer: { name: 'Asha Iyer', email: 'asha@example.in' },
    razorpayPaymentId: 'pay_Abcdefghijklmn',
    shipment: {
      shiprocketOrderId: '123456789',
      shipmentId: '987654321',
      awb: '12345678901234',
      courierStatus: null,
      attempts: 1,
    },
    refunds: [],
    refundedAmount: 0,
    refundableAmount: 6886.5,
    staffRefundLimit: 5_000,
    nextStatuses: ['shipped', 'cancelled'],
    ...overrides,
  };
}
