import { badRequest, type RazorpayErrorBody } from './errors.js';
import type { Buyer, NewOrder, NewRefund, Notes } from './store.js';

type Parsed<T> = { ok: true; value: T } | { ok: false; error: RazorpayErrorBody };

const fail = (description: string, field?: string): Parsed<never> => ({
  ok: false,
  error: badRequest(description, field),
});

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseNotes(value: unknown): Parsed<Notes> {
  if (value === undefined || value === null) return { ok: true, value: [] };
  if (!isObject(value)) return fail('The notes field must be an object.', 'notes');
  const entries = Object.entries(value);
  if (entries.length > 15)
    return fail('Number of fields in notes should be less than or equal to 15', 'notes');
  const notes: Record<string, string> = {};
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number') {
      return fail(`The notes.${key} must be a string.`, 'notes');
    }
    if (String(note).length > 256)
      return fail(`The notes.${key} may not be greater than 256 characters.`, 'notes');
    notes[key] = String(note);
  }
  return { ok: true, value: entries.length === 0 ? [] : notes };
}

/** `POST /v1/orders`, JSON or form-encoded (Razorpay takes both; a form sends the amount as text). */
export function parseNewOrder(body: unknown): Parsed<NewOrder> {
  if (!isObject(body)) return fail('The amount field is required.', 'amount');
  const { amount, currency, receipt } = body;
  if (amount === undefined || amount === null || amount === '')
    return fail('The amount field is required.', 'amount');
  const paise = typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount;
  if (typeof paise !== 'number' || !Number.isInteger(paise))
    return fail('The amount must be an integer.', 'amount');
  if (paise < 100) return fail('Order amount less than minimum amount allowed', 'amount');
  if (currency === undefined || currency === '') return fail('The currency field is required.', 'currency');
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    return fail('The currency must be 3 characters.', 'currency');
  }
  if (receipt !== undefined && receipt !== null && typeof receipt !== 'string') {
    return fail('The receipt must be a string.', 'receipt');
  }
  if (typeof receipt === 'string' && receipt.length > 40) {
    return fail('The receipt may not be greater than 40 characters.', 'receipt');
  }
  const notes = parseNotes(body.notes);
  if (!notes.ok) return notes;
  return { ok: true, value: { amount: paise, currency, receipt: receipt ?? null, notes: notes.value } };
}

/** `POST /v1/payments/:id/refund`: an optional amount in paise, speed, receipt and notes. */
export function parseNewRefund(body: unknown): Parsed<NewRefund> {
  const fields = isObject(body) ? body : {};
  const { amount, speed, receipt } = fields;
  const refund: NewRefund = { speed: 'normal', receipt: null, notes: [] };
  if (amount !== undefined && amount !== null && amount !== '') {
    const paise = typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount;
    if (typeof paise !== 'number' || !Number.isInteger(paise))
      return fail('The amount must be an integer.', 'amount');
    if (paise < 100) return fail('The amount must be at least 100.', 'amount');
    refund.amount = paise;
  }
  if (speed !== undefined && speed !== 'normal' && speed !== 'optimum') {
    return fail('The selected speed is invalid.', 'speed');
  }
  if (speed === 'optimum') refund.speed = speed;
  if (receipt !== undefined && receipt !== null) {
    if (typeof receipt !== 'string') return fail('The receipt must be a string.', 'receipt');
    if (receipt.length > 40) return fail('The receipt may not be greater than 40 characters.', 'receipt');
    refund.receipt = receipt;
  }
  const notes = parseNotes(fields.notes);
  if (!notes.ok) return notes;
  refund.notes = notes.value;
  return { ok: true, value: refund };
}

export interface PaymentListQuery {
  /** Unix seconds, inclusive. */
  from: number;
  to: number;
  count: number;
  skip: number;
}

// The range Razorpay accepts for `from` and `to`.
const earliestSecond = 946_684_800;
const latestSecond = 4_765_046_400;

/** `GET /v1/payments?from&to&count&skip`: count 10 by default and at most 100, as Razorpay lists. */
export function parsePaymentListQuery(query: unknown): Parsed<PaymentListQuery> {
  const fields = isObject(query) ? query : {};
  const integer = (name: string, fallback: number): number | undefined => {
    const value = fields[name];
    if (value === undefined || value === '') return fallback;
    return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
  };
  const values = {
    from: integer('from', earliestSecond),
    to: integer('to', latestSecond),
    count: integer('count', 10),
    skip: integer('skip', 0),
  };
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) return fail(`The ${name} must be an integer.`, name);
  }
  const { from, to, count, skip } = values as PaymentListQuery;
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value < earliestSecond || value > latestSecond) {
      return fail(`${name} must be between ${earliestSecond} and ${latestSecond}`, name);
    }
  }
  if (count < 1 || count > 100) return fail('The count must be between 1 and 100.', 'count');
  return { ok: true, value: { from, to, count, skip } };
}

/** Which of the sandbox's test cards paid: one issued in India, or one issued abroad. */
export type CardIssue = 'domestic' | 'international';

export interface CheckoutAttempt {
  key: string;
  orderId: string;
  buyer: Buyer;
  card: CardIssue;
}

const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** What checkout.js posts when the buyer presses Pay or Fail. */
export function parseCheckoutAttempt(body: unknown): Parsed<CheckoutAttempt> {
  if (!isObject(body) || typeof body.key !== 'string') return fail('The key field is required.', 'key');
  if (typeof body.order_id !== 'string' || body.order_id === '') {
    return fail('The order_id field is required.', 'order_id');
  }
  const notes = parseNotes(body.notes);
  if (!notes.ok) return notes;
  const buyer: Buyer = { notes: notes.value };
  const email = optionalText(body.email);
  const contact = optionalText(body.contact);
  const description = optionalText(body.description);
  if (email !== undefined) buyer.email = email;
  if (contact !== undefined) buyer.contact = contact;
  if (description !== undefined) buyer.description = description;
  // A page from before the choice of cards pays with the card issued in India.
  const card = body.card ?? 'domestic';
  if (card !== 'domestic' && card !== 'international') {
    return fail('The card field must be domestic or international.', 'card');
  }
  return { ok: true, value: { key: body.key, orderId: body.order_id, buyer, card } };
}

/** `Authorization: Basic base64(key_id:key_secret)`, as Razorpay's SDKs send it. */
export function basicCredentials(
  header: string | undefined,
): { keyId: string; keySecret: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { keyId: decoded.slice(0, colon), keySecret: decoded.slice(colon + 1) };
}
