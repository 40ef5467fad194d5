import { and, asc, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
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

  /**
   * Orders whose confirmation is still to be queued and due, oldest first. An order whose confirmation
   * failed waits out its back-off, and a parked one waits for the staff, so neither takes a place in
   * the batch from the orders behind it.
   */
  async unconfirmed(now: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          isNull(orders.confirmationMailedAt),
          isNull(orders.confirmationParkedAt),
          or(isNull(orders.confirmationNextAttemptAt), lte(orders.confirmationNextAttemptAt, now)),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(batchSize);
    return rows.map((row) => row.id);
  }

  /** Counts a failed attempt with its reason; answers how many attempts have failed now. */
  async confirmationFailed(orderId: string, reason: string): Promise<number> {
    const [row] = await this.db
      .update(orders)
      .set({ confirmationAttempts: sql`${orders.confirmationAttempts} + 1`, confirmationError: reason })
      .where(eq(orders.id, orderId))
      .returning({ attempts: orders.confirmationAttempts });
    return row?.attempts ?? 0;
  }

  async postponeConfirmation(orderId: string, nextAttemptAt: Date): Promise<void> {
    await this.db
      .update(orders)
      .set({ confirmationNextAttemptAt: nextAttemptAt })
      .where(eq(orders.id, orderId));
  }

  async parkConfirmation(orderId: string, parkedAt: Date): Promise<void> {
    await this.db.update(orders).set({ confirmationParkedAt: parkedAt }).where(eq(orders.id, orderId));
  }

  /** Orders whose confirmation is parked, the newest parked first, as the dashboard lists them. */
  async parkedConfirmations(limit: number) {
    return this.db
      .select({
        number: orders.number,
        attempts: orders.confirmationAttempts,
        reason: orders.confirmationError,
        parkedAt: orders.confirmationParkedAt,
        email: users.email,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(isNull(orders.confirmationMailedAt), isNotNull(orders.confirmationParkedAt)))
      .orderBy(desc(orders.confirmationParkedAt))
      .limit(limit);
  }

  /** A parked confirmation gets all its attempts again at the next pass; false when none is parked. */
  async requeueConfirmation(orderNumber: number): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({ confirmationParkedAt: null, confirmationAttempts: 0, confirmationNextAttemptAt: null })
      .where(
        and(
          eq(orders.number, orderNumber),
          isNull(orders.confirmationMailedAt),
          isNotNull(orders.confirmationParkedAt),
        ),
      )
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  /** Shipped orders whose shopper has not been mailed about the shipment yet, oldest first. */
  async shippedNotNotified(): Promise<string[]> {
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
