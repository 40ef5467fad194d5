import type { FastifyBaseLogger } from 'fastify';
import type { RazorpayWebhookTarget } from '../config.js';
import { razorpayStyleId } from '../random.js';
import { hmacSha256Hex } from './signature.js';
import type { PaymentEntity } from './store.js';

/** The merchant account the sandbox pretends to be; Razorpay names it in every event. */
const accountId = 'acc_BrassSandbox01';

interface SentEvent {
  id: string;
  /** Kept as sent: a replay must carry the same bytes, or its signature would differ. */
  body: string;
}

interface Delivery {
  event_id: string;
  delivered: boolean;
  status: number | null;
}

/**
 * Sends `payment.captured` to the merchant's webhook URL as Razorpay does: the raw JSON body signed
 * with the webhook secret in `X-Razorpay-Signature`, and an `x-razorpay-event-id` that stays the same
 * when the event is sent again, so the API can prove it handles a repeat once.
 */
export class RazorpayWebhooks {
  private readonly sent = new Map<string, SentEvent>();

  constructor(
    private readonly target: RazorpayWebhookTarget | undefined,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  get configured(): boolean {
    return this.target !== undefined;
  }

  /** Sends the event in the background: Razorpay never makes Checkout wait for the merchant. */
  paymentCaptured(payment: PaymentEntity): void {
    if (!this.target) return;
    const event: SentEvent = {
      id: razorpayStyleId('evt'),
      body: JSON.stringify({
        entity: 'event',
        account_id: accountId,
        event: 'payment.captured',
        contains: ['payment'],
        payload: { payment: { entity: payment } },
        created_at: Math.floor(this.now() / 1000),
      }),
    };
    this.sent.set(payment.id, event);
    void this.deliver(event);
  }

  /** Sends the event of a payment again; undefined when there is none. */
  async replay(paymentId: string): Promise<Delivery | undefined> {
    const event = this.sent.get(paymentId);
    return event && this.deliver(event);
  }

  private async deliver(event: SentEvent): Promise<Delivery> {
    if (!this.target) throw new Error('No webhook target');
    try {
      const response = await fetch(this.target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-event-id': event.id,
          'x-razorpay-signature': hmacSha256Hex(this.target.secret, event.body),
        },
        body: event.body,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) this.log.warn({ status: response.status, event: event.id }, 'Webhook refused');
      return { event_id: event.id, delivered: response.ok, status: response.status };
    } catch (error) {
      this.log.warn({ err: error, event: event.id }, 'Webhook not delivered');
      return { event_id: event.id, delivered: false, status: null };
    }
  }

  clear(): void {
    this.sent.clear();
  }
}
