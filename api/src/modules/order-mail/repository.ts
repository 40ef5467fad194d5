import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, users } from '../../db/schema.js';

export type MailedOrderRow = typeof orders.$inferSelect;

/** An order as its mail tells it, with the account it goes to. */
export interface MailedOrder {
  order: MailedOrderRow;
  items: { productName: string; quantity: number; price: number }[];
  email: string;
}

const batchSize = 20;

export class OrderMailRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, so that an order is marked mailed exactly when its mail is queued. */
  transaction<T>(work: (repository: OrderMailRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new OrderMailRepository(tx), tx));
  }

  /** Orders whose confirmation is still to be queued, oldest first. */
  async unconfirmed(): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(isNull(orders.confirmationMailedAt))
      .orderBy(asc(orders.createdAt))
      .limit(batchSize);
    return rows.map((row) => row.id);
  }

  /** Shipped orders whose shopper is still to be told, oldest first. */
  async shippedUntold(): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'shipped'), isNull(orders.shipmentMailedAt)))
      .orderBy(asc(orders.createdAt))
      .limit(batchSize);
    return rows.map((row) => row.id);
  }

  /**
   * Marks the order's confirmation queued and answers the order, once: of two processes claiming it,
   * the second waits for the first's transaction and then finds it claimed.
   */
  async claimConfirmation(orderId: string, now: Date): Promise<MailedOrder | undefined> {
    const [order] = await this.db
      .update(orders)
      .set({ confirmationMailedAt: now })
      .where(and(eq(orders.id, orderId), isNull(orders.confirmationMailedAt)))
      .returning();
    return order && this.withItems(order);
  }

  /** As claimConfirmation, for the mail saying the parcel is on its way. */
  async claimShipment(orderId: string, now: Date): Promise<MailedOrder | undefined> {
    const [order] = await this.db
      .update(orders)
      .set({ shipmentMailedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'shipped'), isNull(orders.shipmentMailedAt)))
      .returning();
    return order && this.withItems(order);
  }

  private async withItems(order: MailedOrderRow): Promise<MailedOrder | undefined> {
    const [user] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    const items = await this.db
      .select({ productName: orderItems.productName, quantity: orderItems.quantity, price: orderItems.price })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.productId));
    return user && { order, items, email: user.email };
  }
}
