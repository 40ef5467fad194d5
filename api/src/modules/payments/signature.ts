/**
 * Razorpay's two signatures, both hex HMAC-SHA256: a payment's `razorpay_signature` over
 * `order_id|payment_id` with the key secret, and a webhook's `X-Razorpay-Signature` over the raw body
 * with the webhook secret. Compared in constant time, so timing tells a forger nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function hmacSha256(secret: string, payload: string | Buffer): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

function matches(expected: Buffer, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex)) return false;
  const given = Buffer.from(givenHex, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function isPaymentSignatureValid(
  payment: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  return matches(hmacSha256(keySecret, `${payment.orderId}|${payment.paymentId}`), payment.signature);
}

export function isWebhookSignatureValid(rawBody: Buffer, signature: string, webhookSecret: string): boolean {
  return matches(hmacSha256(webhookSecret, rawBody), signature);
}
