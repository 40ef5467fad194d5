import { createHmac } from 'node:crypto';

/** Hex HMAC-SHA256, the signature Razorpay puts on payments and on webhooks. */
export function hmacSha256Hex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** The `razorpay_signature` Checkout hands to the page after a payment, checked by the merchant's server. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}
