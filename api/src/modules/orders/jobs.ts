/**
 * The checkout's background work, one pass every SHIPMENT_RETRY_INTERVAL_MS: shipments that could not
 * be booked are pushed to Shiprocket again, quotes nobody can charge any more are deleted, and every
 * RAZORPAY_RECONCILE_INTERVAL_MS the payments Razorpay captured are reconciled with the orders.
 * `server.ts` starts it; tests call `runOnce` instead, so that nothing runs behind their back.
 */
import type { FastifyBaseLogger } from 'fastify';
import { runPeriodically } from '../../lib/periodic.js';
import type { ShippingService } from '../shipping/service.js';
import type { PaymentReconciliation } from '../payments/reconciliation.js';
import type { ShipmentDispatcher } from './shipments.js';

declare module 'fastify' {
  interface FastifyInstance {
    checkoutJobs: CheckoutJobs;
  }
}

/** Expired quotes are kept a day, for anyone looking into what a shopper was offered. */
const quoteRetentionMs = 24 * 60 * 60_000;

export class CheckoutJobs {
  /** When this process last reconciled the payments; undefined: not yet. */
  private reconciledAt: Date | undefined;

  constructor(
    private readonly shipments: ShipmentDispatcher,
    private readonly shipping: ShippingService,
    /** Undefined when RAZORPAY_RECONCILIATION is off. */
    private readonly reconciliation: PaymentReconciliation | undefined,
    private readonly reconcileIntervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async runOnce(now = new Date()): Promise<void> {
    await this.reconcileWhenDue(now);
    const booked = await this.shipments.retryDue(now);
    if (booked > 0) this.log.info({ booked }, 'Shipments booked on retry');
    await this.shipping.deleteExpiredQuotes(new Date(now.getTime() - quoteRetentionMs));
  }

  private async reconcileWhenDue(now: Date): Promise<void> {
    if (!this.reconciliation) return;
    if (this.reconciledAt && now.getTime() - this.reconciledAt.getTime() < this.reconcileIntervalMs) return;
    this.reconciledAt = now;
    // Its own failure (Razorpay down) must not stop the shipments and quotes of this pass.
    await this.reconciliation
      .reconcile(now)
      .catch((error: unknown) =>
        this.log.error({ err: error }, 'Payment reconciliation failed; trying again next time'),
      );
  }

  /**
   * Starts the passes; the returned function stops them and waits for the pass and any shipment
   * booking under way, so the database can close after it.
   */
  start(intervalMs: number): () => Promise<void> {
    const stop = runPeriodically(intervalMs, () =>
      this.runOnce().catch((error: unknown) =>
        this.log.error({ err: error }, 'Checkout jobs failed; trying again next time'),
      ),
    );
    return async () => {
      await stop();
      await this.shipments.drain();
    };
  }
}
