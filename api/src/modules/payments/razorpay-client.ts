/**
 * Razorpay's Orders, Payments and Refunds API over fetch with basic auth, at a configurable base URL (the
 * official SDK hard-codes Razorpay's host, so the sandbox could not stand in for it).
 */
import * as v from 'valibot';
import type { AppConfig } from '../../config.js';

/** Razorpay unreachable, too slow, or answering an error we did not cause by asking for an unknown id. */
export class RazorpayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RazorpayError';
  }
}

const orderSchema = v.object({ id: v.string(), amount: v.number(), currency: v.string() });
export type RazorpayOrder = v.InferOutput<typeof orderSchema>;

/** The fields of a payment entity the shop checks; the webhook's payload carries the same entity. */
export const paymentSchema = v.object({
  id: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.string(),
  order_id: v.nullable(v.string()),
});
export type RazorpayPayment = v.InferOutput<typeof paymentSchema>;

const paymentListSchema = v.object({
  entity: v.literal('collection'),
  count: v.number(),
  items: v.array(paymentSchema),
});

/** The most payments Razorpay lists in one answer. */
export const paymentPageSize = 100;

const refundSchema = v.object({ id: v.string(), amount: v.number(), receipt: v.nullable(v.string()) });
export type RazorpayRefund = v.InferOutput<typeof refundSchema>;
const refundListSchema = v.object({ items: v.array(refundSchema) });

/** Razorpay refused a refund for a reason of the request (more than remains, a payment not captured). */
export class RazorpayRefundRefused extends Error {
  override name = 'RazorpayRefundRefused';
}

export interface NewRazorpayOrder {
  /** Paise. */
  amount: number;
  currency: 'INR';
  receipt: string;
  notes: Record<string, string>;
}

export class RazorpayClient {
  private readonly base: string;
  private readonly authorization: string;

  constructor(
    settings: AppConfig['razorpay'],
    // Leaves the shop time to answer the shopper within 10 s in all, this call included.
    private readonly timeoutMs = 8000,
  ) {
    this.base = settings.apiBase.replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  }

  async createOrder(order: NewRazorpayOrder): Promise<RazorpayOrder> {
    const response = await this.fetch('/v1/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(order),
    });
    if (!response.ok) throw new RazorpayError(`POST /v1/orders answered ${response.status}`, response.status);
    return this.parse(response, orderSchema);
  }

  /** Undefined when Razorpay knows no such payment (it answers 400 for an unknown id). */
  async fetchPayment(paymentId: string): Promise<RazorpayPayment | undefined> {
    const response = await this.fetch(`/v1/payments/${encodeURIComponent(paymentId)}`, { method: 'GET' });
    if (response.status === 400 || response.status === 404) return undefined;
    if (!response.ok)
      throw new RazorpayError(`GET /v1/payments answered ${response.status}`, response.status);
    return this.parse(response, paymentSchema);
  }

  /**
   * One page of the payments created between `from` and `to` (inclusive, whole seconds), newest
   * first, as Razorpay lists them: `count` at most 100, `skip` the ones before.
   */
  async listPayments(page: {
    from: Date;
    to: Date;
    count: number;
    skip: number;
  }): Promise<RazorpayPayment[]> {
    const query = new URLSearchParams({
      from: String(Math.floor(page.from.getTime() / 1000)),
      to: String(Math.floor(page.to.getTime() / 1000)),
      count: String(page.count),
      skip: String(page.skip),
    });
    const response = await this.fetch(`/v1/payments?${query}`, { method: 'GET' });
    if (!response.ok)
      throw new RazorpayError(`GET /v1/payments answered ${response.status}`, response.status);
    return (await this.parse(response, paymentListSchema)).items;
  }

  /**
   * Refunds `amount` paise of a captured payment. `receipt` names the refund in the shop's books, so
   * that a refund whose answer was lost can be found again with `refundsOf`.
   */
  async refund(
    paymentId: string,
    refund: { amount: number; receipt: string; notes: Record<string, string> },
  ): Promise<RazorpayRefund> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/refund`;
    const response = await this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...refund, speed: 'normal' }),
    });
    if (response.status === 400) {
      const body = (await response.json().catch(() => undefined)) as
        { error?: { description?: unknown } } | undefined;
      const description = body?.error?.description;
      throw new RazorpayRefundRefused(typeof description === 'string' ? description : 'Refund refused');
    }
    if (!response.ok) throw new RazorpayError(`POST ${path} answered ${response.status}`, response.status);
    return this.parse(response, refundSchema);
  }

  async refundsOf(paymentId: string): Promise<RazorpayRefund[]> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/refunds`;
    const response = await this.fetch(path, { method: 'GET' });
    if (!response.ok) throw new RazorpayError(`GET ${path} answered ${response.status}`, response.status);
    return (await this.parse(response, refundListSchema)).items;
  }

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.base}${path}`, {
        ...init,
        headers: { ...init.headers, authorization: this.authorization },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new RazorpayError(`${init.method} ${path} failed: ${(error as Error).message}`);
    }
  }

  private async parse<T>(response: Response, schema: v.GenericSchema<unknown, T>): Promise<T> {
    const parsed = v.safeParse(schema, await response.json().catch(() => undefined));
    if (!parsed.success) throw new RazorpayError('Razorpay answered an unexpected body', response.status);
    return parsed.output;
  }
}
