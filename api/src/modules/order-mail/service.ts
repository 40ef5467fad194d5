/**
 * The mail an order sends, queued by the mail pass rather than by placing or shipping the order: an
 * order is stored whatever becomes of its mail, and every path that makes or ships one (the browser,
 * Razorpay's webhook, cash on delivery, the back office, the courier's tracking) is covered alike.
 * Each order is marked mailed in the transaction that queues its mail, so it is mailed once, even with
 * several API processes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { retryDelayMs } from '../../lib/backoff.js';
import { workThroughDue } from '../../lib/due-batches.js';
import type { InvoiceService } from '../invoices/service.js';
import type { MailPreparation } from '../mail/jobs.js';
import type { MailService } from '../mail/service.js';
import { confirmationMail, shipmentMail } from './order-mail-text.js';
import type { OrderMailRepository } from './repository.js';

/** Attempts at an order's confirmation (rendering its invoice, queuing the mail) before it is parked. */
export const MAX_CONFIRMATION_ATTEMPTS = 6;
/** The wait after a first failure, doubling after each further one: parked about an hour after the first. */
export const CONFIRMATION_BACKOFF = { firstMs: 2 * 60_000, maxMs: 60 * 60_000 };

export class OrderMailService implements MailPreparation {
  constructor(
    private readonly repository: OrderMailRepository,
    private readonly invoices: Pick<InvoiceService, 'ofOrder'>,
    private readonly mail: MailService,
    /** Where the shop's pages live, e.g. `https://brass.example`. */
    private readonly shopOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async prepare(now: Date): Promise<void> {
    // One order failing must not hold back the others: it waits its back-off, then is parked.
    await workThroughDue(
      () => this.repository.unconfirmed(now),
      (orderId) =>
        this.confirm(orderId, now).catch((error: unknown) => this.confirmationFailed(orderId, now, error)),
    );
    for (const orderId of await this.repository.shippedNotNotified()) {
      await this.tellShipped(orderId, now).catch((error: unknown) => {
        this.log.error({ err: error, orderId }, 'Could not queue the shipment mail');
      });
    }
  }

  private async confirm(orderId: string, now: Date): Promise<void> {
    // Rendered before the transaction, which then only writes.
    const invoice = await this.invoices.ofOrder(orderId);
    if (!invoice) return;
    await this.repository.transaction(async (orders, tx) => {
      const claimed = await orders.claimConfirmation(orderId, now);
      // An order cancelled before its confirmation went out gets none.
      if (!claimed || claimed.order.status === 'cancelled') return;
      await this.mail.enqueue(tx, confirmationMail(claimed, invoice, this.shopOrigin), now);
    });
  }

  private async confirmationFailed(orderId: string, now: Date, error: unknown): Promise<void> {
    try {
      const attempts = await this.repository.confirmationFailed(orderId, String(error));
      const logged = { err: error, orderId, attempts };
      if (attempts >= MAX_CONFIRMATION_ATTEMPTS) {
        this.log.error(logged, 'Order confirmation not queued after the last attempt; parked for the staff');
        await this.repository.parkConfirmation(orderId, now);
      } else {
        this.log.warn(logged, 'Order confirmation not queued; will retry');
        const delay = retryDelayMs(attempts, CONFIRMATION_BACKOFF);
        await this.repository.postponeConfirmation(orderId, new Date(now.getTime() + delay));
      }
    } catch (cause) {
      // The database itself is failing: the order stays due and is tried again next pass.
      this.log.error({ err: cause, orderId }, 'Could not record the failed order confirmation');
    }
  }

  private async tellShipped(orderId: string, now: Date): Promise<void> {
    await this.repository.transaction(async (orders, tx) => {
      const claimed = await orders.claimShipment(orderId, now);
      if (claimed) await this.mail.enqueue(tx, shipmentMail(claimed, this.shopOrigin), now);
    });
  }
}
