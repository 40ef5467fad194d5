import type { CourierOption } from '@brass/shared/contracts/checkout';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
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

/** An order as stored, and whether this call stored it (false: a replay found it made already). */
export interface StoredOrder {
  order: OrderWithItems;
  created: boolean;
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
    settle: (orders: OrderRepository, tx: Db) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brass.payment:${razorpayPaymentId}`}))`);
      return settle(new OrderRepository(tx), tx);
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
    { now, leaseUntil }: { now: Date; leaseUntil: Date },
  ): Promise<ShipmentClaim | undefined> {
    const [claimed] = await this.db
      .update(orders)
      // The last failure's reason is cleared while the attempt runs: that is how `bookAgain` tells a
      // lease from a back-off.
      .set({
        shipmentAttempts: sql`${orders.shipmentAttempts} + 1`,
        shipmentNextAttemptAt: leaseUntil,
        shipmentError: null,
      })
      .where(and(eq(orders.id, orderId), this.dueForShipment(now)))
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

  /** Ends a failed attempt's lease at the moment the next attempt may start, keeping why it failed. */
  async postponeShipment(orderId: string, nextAttemptAt: Date, reason: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ shipmentNextAttemptAt: nextAttemptAt, shipmentError: reason })
      .where(eq(orders.id, orderId));
  }

  /**
   * Ends the back-off of an order waiting for its AWB, so that it can be booked now; an attempt under
   * way (its lease, while no failure reason is recorded) is left alone.
   */
  async endShipmentBackoff(orderId: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ shipmentNextAttemptAt: null })
      .where(and(eq(orders.id, orderId), this.waitingForShipment(), isNotNull(orders.shipmentError)));
  }

  /** Orders waiting for an AWB whose next attempt is due, oldest first. */
  async dueShipments(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(this.dueForShipment(now))
      .orderBy(asc(orders.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Where an order's shipment stands, found by the order's number. */
  async shipmentOfNumber(number: number) {
    const [row] = await this.db
      .select({
        id: orders.id,
        status: orders.status,
        awb: orders.shiprocketAwbCode,
        reason: orders.shipmentError,
      })
      .from(orders)
      .where(eq(orders.number, number));
    return row;
  }

  /** Orders still without an AWB after `attempts` attempts, the oldest first, as the dashboard lists them. */
  async strandedShipments(attempts: number, limit: number) {
    return this.db
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        attempts: orders.shipmentAttempts,
        reason: orders.shipmentError,
        nextAttemptAt: orders.shipmentNextAttemptAt,
      })
      .from(orders)
      .where(and(this.waitingForShipment(), gte(orders.shipmentAttempts, attempts)))
      .orderBy(asc(orders.createdAt))
      .limit(limit);
  }

  private waitingForShipment() {
    return and(isNull(orders.shiprocketAwbCode), eq(orders.status, 'preparing'));
  }

  private dueForShipment(now: Date) {
    return and(
      this.waitingForShipment(),
      // An order paid on delivery ships only once the shop has confirmed it with the shopper.
      or(ne(orders.paymentMethod, 'cod'), isNotNull(orders.codConfirmedAt)),
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
