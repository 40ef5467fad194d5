/**
 * The mail an order sends, queued by the mail pass rather than by placing or shipping the order: an
 * order is stored whatever becomes of its mail, and every path that makes or ships one (the browser,
 * Razorpay's webhook, cash on delivery, the back office, the courier's tracking) is covered alike.
 * Each order is marked mailed in the transaction that queues its mail, so it is mailed once, even with
 * several API processes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { InvoiceService } from '../invoices/service.js';
import type { MailPreparation } from '../mail/jobs.js';
import type { MailService } from '../mail/service.js';
import { confirmationMail, shipmentMail } from './order-mail-text.js';
import type { OrderMailRepository } from './repository.js';

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
    for (const orderId of await this.repository.unconfirmed()) {
      // One order failing must not hold back the others; it is tried again next pass.
      await this.confirm(orderId, now).catch((error: unknown) => {
        this.log.error({ err: error, orderId }, 'Could not queue the order confirmation');
      });
    }
    for (const orderId of await this.repository.shippedUntold()) {
      await this.tellShipped(orderId, now).catch((error: unknown) => {
        this.log.error({ err: error, orderId }, 'Could not queue the shipment mail');
      });
    }
  }

  private async confirm(orderId: string, now: Date): Promise<void> {
    // Drawn before the transaction, which then only writes.
    const invoice = await this.invoices.ofOrder(orderId);
    if (!invoice) return;
    await this.repository.transaction(async (orders, tx) => {
      const claimed = await orders.claimConfirmation(orderId, now);
      // An order cancelled before its confirmation went out gets none.
      if (!claimed || claimed.order.status === 'cancelled') return;
      await this.mail.enqueue(tx, confirmationMail(claimed, invoice, this.shopOrigin), now);
    });
  }

  private async tellShipped(orderId: string, now: Date): Promise<void> {
    await this.repository.transaction(async (orders, tx) => {
      const claimed = await orders.claimShipment(orderId, now);
      if (claimed) await this.mail.enqueue(tx, shipmentMail(claimed, this.shopOrigin), now);
    });
  }
}
