import type { CourierOption } from '@brass/shared/contract';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, users } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert & { id: string };
type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
}

/** What booking a shipment needs beyond the order: the shopper's email and the courier it was priced with. */
export interface ShipmentClaim extends OrderWithItems {
  email: string;
  courier: CourierOption;
}

export class OrderRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the order and its lines in one transaction, once: a second insert of the same order (the
   * same payment id: a replay, the webhook racing the browser, another API process; or, paid on
   * delivery, the same order id) does nothing, waiting for the first to commit rather than failing.
   * `takeStock` runs in that transaction only when the order is new and answers the pieces the shelf
   * lacked per product, which its lines record; throwing, it leaves nothing stored. True when this
   * call stored it.
   */
  insertOnce(
    order: NewOrder,
    items: NewOrderItem[],
    takeStock: (tx: Db) => Promise<ReadonlyMap<string, number>>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(orders)
        .values(order)
        .onConflictDoNothing()
        .returning({ id: orders.id });
      if (inserted.length === 0) return false;
      const shortfalls = await takeStock(tx);
      await tx.insert(orderItems).values(
        items.map((item) => ({
          ...item,
          orderId: order.id,
          stockShortfall: shortfalls.get(item.productId) ?? 0,
        })),
      );
      return true;
    });
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

  async findByPaymentId(razorpayPaymentId: string): Promise<OrderWithItems | undefined> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.razorpayPaymentId, razorpayPaymentId));
    return order && (await this.withItems([order]))[0];
  }

  async findById(id: string): Promise<OrderWithItems | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    return order && (await this.withItems([order]))[0];
  }

  /** The shopper's own order of this number; undefined for another shopper's, as for none. */
  async findOwnByNumber(userId: string, number: number): Promise<OrderWithItems | undefined> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.number, number), eq(orders.userId, userId)));
    return order && (await this.withItems([order]))[0];
  }

  async listByUser(userId: string): Promise<OrderWithItems[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return this.withItems(rows);
  }

  async findOwnByAwb(userId: string, awb: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.shiprocketAwbCode, awb), eq(orders.userId, userId)));
    return row;
  }

  async updateProgress(orderId: string, status: string, shipmentStatus: string | null): Promise<void> {
    await this.db.update(orders).set({ status, shipmentStatus }).where(eq(orders.id, orderId));
  }

  /**
   * Takes an order for one shipment attempt: counts the attempt and leases the order until
   * `leaseUntil`, so that neither the retry job nor another API process pushes it at the same time.
   * Undefined when the order has its AWB, is leased or backing off, or has used up its attempts.
   */
  async claimShipment(
    orderId: string,
    { now, leaseUntil, maxAttempts }: { now: Date; leaseUntil: Date; maxAttempts: number },
  ): Promise<ShipmentClaim | undefined> {
    const [claimed] = await this.db
      .update(orders)
      .set({ shipmentAttempts: sql`${orders.shipmentAttempts} + 1`, shipmentNextAttemptAt: leaseUntil })
      .where(and(eq(orders.id, orderId), this.dueForShipment(now, maxAttempts)))
      .returning();
    if (!claimed) return undefined;
    const [user] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, claimed.userId));
    const [withItems] = await this.withItems([claimed]);
    if (!user || !withItems || !claimed.courier) return undefined;
    return { ...withItems, email: user.email, courier: claimed.courier };
  }

  async saveShiprocketOrder(orderId: string, shiprocketOrderId: string, shipmentId: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ shiprocketOrderId, shiprocketShipmentId: shipmentId })
      .where(eq(orders.id, orderId));
  }

  async saveAwb(orderId: string, awb: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ shiprocketAwbCode: awb, shipmentNextAttemptAt: null })
      .where(eq(orders.id, orderId));
  }

  /** Ends a failed attempt's lease at the moment the next attempt may start. */
  async postponeShipment(orderId: string, nextAttemptAt: Date): Promise<void> {
    await this.db.update(orders).set({ shipmentNextAttemptAt: nextAttemptAt }).where(eq(orders.id, orderId));
  }

  /** Orders waiting for an AWB whose next attempt is due, oldest first. */
  async dueShipments(now: Date, maxAttempts: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(this.dueForShipment(now, maxAttempts))
      .orderBy(asc(orders.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  private dueForShipment(now: Date, maxAttempts: number) {
    return and(
      isNull(orders.shiprocketAwbCode),
      // An order paid on delivery ships only once the shop has confirmed it with the shopper.
      or(ne(orders.paymentMethod, 'cod'), isNotNull(orders.codConfirmedAt)),
      lt(orders.shipmentAttempts, maxAttempts),
      or(isNull(orders.shipmentNextAttemptAt), lte(orders.shipmentNextAttemptAt, now)),
    );
  }

  private async withItems(rows: OrderRow[]): Promise<OrderWithItems[]> {
    if (rows.length === 0) return [];
    const items = await this.db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderItems.productId));
    return rows.map((order) => ({ order, items: items.filter((item) => item.orderId === order.id) }));
  }
}
