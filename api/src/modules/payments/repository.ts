import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentOrders, products, webhookEvents } from '../../db/schema.js';

export type PaymentOrder = typeof paymentOrders.$inferSelect;

export class PaymentRepository {
  constructor(private readonly db: Db) {}

  /** Prices of the products on sale among `ids`; archived ones are not sold any more. */
  prices(ids: string[]): Promise<{ id: string; name: string; price: number }[]> {
    return this.db
      .select({ id: products.id, name: products.name, price: products.price })
      .from(products)
      .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
  }

  /** Stores the payment order in one transaction with `alongside` (its stock reservation): both or neither. */
  async insertPaymentOrder(
    order: typeof paymentOrders.$inferInsert,
    alongside: (tx: Db) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await alongside(tx);
      await tx.insert(paymentOrders).values(order);
    });
  }

  async findPaymentOrder(razorpayOrderId: string): Promise<PaymentOrder | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.razorpayOrderId, razorpayOrderId));
    return row;
  }

  async isEventHandled(eventId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ eventId: webhookEvents.eventId })
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, eventId));
    return row !== undefined;
  }

  async recordEvent(eventId: string): Promise<void> {
    await this.db.insert(webhookEvents).values({ eventId }).onConflictDoNothing();
  }
}
