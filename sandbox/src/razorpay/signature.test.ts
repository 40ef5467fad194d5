import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, paymentSignature } from './signature.js';

describe('payment signature', () => {
  it('matches the test vector of Razorpay', () => {
    expect(paymentSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', 'EnLs21M47BllR3X8PSFtjtbd')).toBe(
      '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
    );
  });

  it('signs the order id, a pipe and the payment id', () => {
    expect(paymentSignature('order_A', 'pay_B', 'secret')).toBe(hmacSha256Hex('secret', 'order_A|pay_B'));
  });
});
