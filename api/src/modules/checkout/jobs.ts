/**
 * The checkout's background work, one pass every SHIPMENT_RETRY_INTERVAL_MS: shipments that could not
 * be booked are pushed to Shiprocket again, and quotes nobody can charge any more are deleted.
 * `background-jobs.ts` registers it; tests call `runOnce` instead, so that nothing runs behind their back.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ShippingService } from '../shipping/service.js';
import type { ShipmentDispatcher } from './shipments.js';

declare module 'fastify' {
  interface FastifyInstance {
    checkoutJobs: CheckoutJobs;
  }
}

/** Expired quotes are kept a day, for anyone looking into what a shopper was offered. */
const quoteRetentionMs = 24 * 60 * 60_000;

export class CheckoutJobs {
  constructor(
    private readonly shipments: ShipmentDispatcher,
    private readonly shipping: ShippingService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async runOnce(now = new Date()): Promise<void> {
    const booked = await this.shipments.retryDue(now);
    if (booked > 0) this.log.info({ booked }, 'Shipments booked on retry');
    await this.shipping.deleteExpiredQuotes(new Date(now.getTime() - quoteRetentionMs));
  }

  /** Waits for any shipment booking under way, so the database can close after it. */
  drain(): Promise<void> {
    return this.shipments.drain();
  }
}
