import { randomBytes, randomInt } from 'node:crypto';

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids are a prefix and 14 letters or digits, e.g. `order_IEIaMR65cu6nz3`. */
export function razorpayStyleId(prefix: string): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 14; i += 1) id += alphanumerics[randomInt(alphanumerics.length)];
  return id;
}

export function randomDigits(length: number): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < length) digits += String(randomInt(10));
  return digits;
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}
