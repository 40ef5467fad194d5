/**
 * The checkout's background work, one pass every SHIPMENT_RETRY_INTERVAL_MS: shipments that could not
 * be booked are pushed to Shiprocket again, the stock of payment orders left unpaid past their hold
 * goes back on the shelf, and quotes nobody can charge any more and old client error reports are
 * deleted.
 * `server.ts` starts it; tests call `runOnce` instead, so that nothing runs behind their back.
 */
import type { FastifyBaseLogger } from 'fastify';
import { runPeriodically } from '../../lib/periodic.js';
import type { ClientErrorService } from '../client-errors/service.js';
import type { ShippingService } from '../shipping/service.js';
import type { StockService } from '../stock/service.js';
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
    private readonly stock: StockService,
    private readonly log: FastifyBaseLogger,
    /** Pruned on these passes until a job queue runs it on its own. */
    private readonly clientErrors: Pick<ClientErrorService, 'prune'>,
  ) {}

  async runOnce(now = new Date()): Promise<void> {
    const released = await this.stock.releaseExpired(now);
    if (released > 0) this.log.info({ released }, 'Stock of unpaid payment orders back on the shelf');
    const booked = await this.shipments.retryDue(now);
    if (booked > 0) this.log.info({ booked }, 'Shipments booked on retry');
    await this.shipping.deleteExpiredQuotes(new Date(now.getTime() - quoteRetentionMs));
    await this.clientErrors.prune(now);
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
