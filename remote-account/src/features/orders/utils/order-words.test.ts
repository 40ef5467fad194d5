import { deliveryWords, paymentWords } from './order-words';

describe('paymentWords', () => {
  it('says an order paid online is paid, and what to hand over for one paid on delivery', () => {
    expect(paymentWords({ paymentMethod: 'online', totalAmount: 2886.5 })).toBe('Paid online');
    expect(paymentWords({ paymentMethod: 'cod', totalAmount: 2936.5 })).toBe(
      'Cash on delivery: pay ₹2,936.50 on delivery',
    );
  });
});

describe('deliveryWords', () => {
  it("names the courier's day, whatever the time zone, until the order is delivered or cancelled", () => {
    expect(deliveryWords({ status: 'preparing', deliversBy: '2026-12-01' })).toBe(
      'Expected by Tuesday, 1 December',
    );
    expect(deliveryWords({ status: 'shipped', deliversBy: null })).toBe(
      'We will tell you the delivery date once the courier has your parcel',
    );
    expect(deliveryWords({ status: 'delivered', deliversBy: '2026-12-01' })).toBe('Delivered');
    expect(deliveryWords({ status: 'cancelled', deliversBy: '2026-12-01' })).toBe('Cancelled');
  });
});
