import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, products, users } from '../../db/schema.js';
import { sellable } from '../../db/sellable.js';

type NewOrder = typeof orders.$inferInsert & { id: string };
type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** The checkout's queries: the prices it charges, the rules of cash on delivery, and making the order. */
export class CheckoutRepository {
  constructor(private readonly db: Db) {}

  /**
   * Prices of the products on sale among `ids`, with the main category a coupon may be limited to;
   * archived ones are not sold any more.
   */
  prices(ids: string[]): Promise<{ id: string; name: string; price: number; mainCategory: string | null }[]> {
    return this.db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        mainCategory: products.mainCategory,
      })
      .from(products)
      .where(and(inArray(products.id, ids), sellable));
  }

  /**
   * Stores the order and its lines in one transaction, once: a second insert of the same order (the
   * same payment id, or, paid on delivery, the same order id) does nothing, waiting for the first to
   * commit rather than failing. `takeStock` runs in that transaction only when the order is new;
   * throwing, it leaves nothing stored. True when this call stored it.
   */
  insertOnce(order: NewOrder, items: NewOrderItem[], takeStock: (tx: Db) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(orders)
        .values(order)
        .onConflictDoNothing()
        .returning({ id: orders.id });
      if (inserted.length === 0) return false;
      await takeStock(tx);
      await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
      return true;
    });
  }

  /**
   * Runs `settle` in a transaction holding a lock of the payment's id to its end, so the browser, the
   * webhook and the reconciliation, on any API process, settle one payment one after another: each
   * finds what the one before did (its order, or its refund).
   */
  settlePayment<T>(
    razorpayPaymentId: string,
    settle: (checkout: CheckoutRepository, tx: Db) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brass.payment:${razorpayPaymentId}`}))`);
      return settle(new CheckoutRepository(tx), tx);
    });
  }

  /** Whether the payment has made its order already. */
  async hasOrderOfPayment(razorpayPaymentId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.razorpayPaymentId, razorpayPaymentId));
    return row !== undefined;
  }

  /** Whether the shopper proved they own the account's email (a confirmation link, or Google). */
  async hasConfirmedEmail(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)));
    return row !== undefined;
  }

  /**
   * The shopper's orders paid on delivery and not yet delivered or cancelled: how many, and their
   * rupees before the COD fee. The shopper's row is locked until the transaction ends, so that two
   * orders placed at once are counted one after the other and never both slip under the caps. `no key
   * update`, because each order's insert already holds a key-share lock on that row (its foreign key),
   * which a plain `update` lock would wait for: two orders would deadlock.
   */
  async openCashOnDelivery(userId: string): Promise<{ orders: number; value: number }> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [row] = await this.db
      .select({
        orders: sql<number>`count(*)::int`,
        value: sql<string>`coalesce(sum(${orders.totalAmount} - ${orders.codFee}), 0)`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.paymentMethod, 'cod'),
          notInArray(orders.status, ['delivered', 'cancelled']),
        ),
      );
    return { orders: row?.orders ?? 0, value: Number(row?.value ?? 0) };
  }
}
