/**
 * Payments Razorpay captured whose order was never made: the shopper's browser never came back and
 * the webhook never arrived (no RAZORPAY_WEBHOOK_SECRET, or the delivery lost). `reconcile` asks
 * Razorpay for the payments of the last day and hands each captured one of a payment order of this
 * shop that has neither an order nor a refund to the webhook's path, which makes its order or
 * refunds it when its pieces are gone; and it tries again the refunds Razorpay did not answer. A plain
 * method with no timer of its own: the background job `payment-reconciliation` runs it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { paymentPageSize, type RazorpayClient, type RazorpayPayment } from './razorpay-client.js';
import type { PaymentRepository } from './repository.js';
import type { CapturedPaymentHandler } from './routes.js';
import type { SoldOutRefunds } from './sold-out-refunds.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Run by the background job `payment-reconciliation`; tests call `reconcile` by hand. */
    paymentReconciliation: PaymentReconciliation;
  }
}

/**
 * How far back payments are looked for: as long as Razorpay keeps retrying a webhook (24 hours), so a
 * payment either path could still settle is never given up before the other would.
 */
const lookBackMs = 24 * 60 * 60_000;
/** Razorpay's and the shop's clocks may differ; a payment is created after its payment order. */
const clockMarginMs = 5 * 60_000;

export interface Reconciled {
  /** Captured payments without an order or a refund, handed to the webhook's path. */
  settled: number;
  /** Refunds Razorpay had not made, tried again. */
  refundsRetried: number;
}

export class PaymentReconciliation {
  constructor(
    private readonly repository: PaymentRepository,
    private readonly razorpay: RazorpayClient,
    private readonly soldOut: SoldOutRefunds,
    private readonly orders: CapturedPaymentHandler,
    private readonly log: FastifyBaseLogger,
  ) {}

  async reconcile(now: Date): Promise<Reconciled> {
    const due = await this.repository.dueSoldOutRefunds(now);
    for (const refund of due) await this.soldOut.settle(refund, now);

    let settled = 0;
    // Nothing to find when no payment order was opened in the window: no call to Razorpay.
    const oldest = await this.repository.oldestPaymentOrderSince(new Date(now.getTime() - lookBackMs));
    if (oldest) {
      const from = new Date(oldest.getTime() - clockMarginMs);
      for await (const page of this.capturedPages(from, now)) {
        const unsettled = await this.repository.unsettledPayments(
          page.map((payment) => ({ id: payment.id, orderId: payment.order_id ?? '' })),
        );
        for (const payment of page.filter(({ id }) => unsettled.has(id))) {
          this.log.warn(
            { paymentId: payment.id, razorpayOrderId: payment.order_id },
            'Captured payment without an order: neither the checkout nor the webhook made it; settling it now',
          );
          await this.orders.placeCapturedPayment(payment);
          settled += 1;
        }
      }
    }
    if (settled > 0 || due.length > 0)
      this.log.info({ settled, refundsRetried: due.length }, 'Payments reconciled');
    return { settled, refundsRetried: due.length };
  }

  /** The captured payments Razorpay lists between `from` and `to`, a page at a time. */
  private async *capturedPages(from: Date, to: Date): AsyncGenerator<RazorpayPayment[]> {
    for (let skip = 0; ; skip += paymentPageSize) {
      const page = await this.razorpay.listPayments({ from, to, count: paymentPageSize, skip });
      yield page.filter((payment) => payment.status === 'captured' && payment.order_id);
      if (page.length < paymentPageSize) return;
    }
  }
}
