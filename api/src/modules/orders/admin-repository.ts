import type { AdminOrderStatus } from '@brass/shared/contracts/admin-orders';
import type { PaymentMethod } from '@brass/shared/contracts/orders';
import { toPaise } from '@brass/shared/money';
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, products, refunds, users } from '../../db/schema.js';
import { escapeLike } from '../../lib/escape-like.js';
import { parseOrderNumber } from './order-number.js';

export type RefundRow = typeof refunds.$inferSelect;

export interface OrderFilters {
  status?: AdminOrderStatus | undefined;
  payment?: PaymentMethod | undefined;
  /** Placed at or after. */
  since?: Date | undefined;
  /** Placed before. */
  before?: Date | undefined;
  q?: string | undefined;
}

/** Refunds that hold money: taken by Razorpay, or asked of it and not yet answered. */
const holdingMoney = inArray(refunds.status, ['pending', 'processed']);

/** The orders of the back office: every shopper's, with what running them needs beside the order. */
export class OrderAdminRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; `tx` lets other modules' services write in it too. */
  transaction<T>(work: (repository: OrderAdminRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new OrderAdminRepository(tx), tx));
  }

  async page(filters: OrderFilters, { offset, limit }: { offset: number; limit: number }) {
    const where = this.where(filters);
    const [rows, [count]] = await Promise.all([
      this.summaries(where).orderBy(desc(orders.createdAt), desc(orders.id)).offset(offset).limit(limit),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  }

  /** Orders placed in [since, before) and what they brought in after refunds. */
  async totals(since: Date, before: Date): Promise<{ orders: number; revenue: number }> {
    const placed = and(gte(orders.createdAt, since), lt(orders.createdAt, before));
    const [[paid], [refunded]] = await Promise.all([
      this.db
        .select({
          orders: sql<number>`count(*)::int`,
          total: sql<string>`coalesce(sum(${orders.totalAmount}), 0)`,
        })
        .from(orders)
        .where(placed),
      this.db
        .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(and(placed, eq(refunds.status, 'processed'))),
    ]);
    return {
      orders: paid?.orders ?? 0,
      revenue: (toPaise(Number(paid?.total ?? 0)) - toPaise(Number(refunded?.total ?? 0))) / 100,
    };
  }

  /**
   * The orders still being prepared: those that can ship (paid online, or on delivery and confirmed
   * with the shopper), and those on delivery waiting for the staff's call.
   */
  async preparing(): Promise<{ canShip: number; toConfirm: number }> {
    const [row] = await this.db
      .select({
        canShip: sql<number>`count(*) filter (where ${orders.paymentMethod} <> 'cod' or ${orders.codConfirmedAt} is not null)::int`,
        toConfirm: sql<number>`count(*) filter (where ${orders.paymentMethod} = 'cod' and ${orders.codConfirmedAt} is null)::int`,
      })
      .from(orders)
      .where(eq(orders.status, 'preparing'));
    return { canShip: row?.canShip ?? 0, toConfirm: row?.toConfirm ?? 0 };
  }

  /** Each India day's sales of orders placed in [since, before) and not cancelled; days without any left out. */
  dailySales(since: Date, before: Date) {
    const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
    return this.db
      .select({
        day,
        orders: sql<number>`count(*)::int`,
        goods: sql<string>`sum(${orders.subtotal} - ${orders.discount})`,
        tax: sql<string>`sum(${orders.tax})`,
        shipping: sql<string>`sum(${orders.shippingCharge} + ${orders.codFee})`,
      })
      .from(orders)
      .where(and(gte(orders.createdAt, since), lt(orders.createdAt, before), ne(orders.status, 'cancelled')))
      .groupBy(day)
      .orderBy(day);
  }

  /** The pieces whose lines sold for the most in orders placed in [since, before) and not cancelled. */
  topProducts(since: Date, before: Date, limit: number) {
    const goods = sql<string>`sum(${orderItems.price} * ${orderItems.quantity} - ${orderItems.discount})`;
    return this.db
      .select({
        id: orderItems.productId,
        name: sql<string>`max(${orderItems.productName})`,
        pieces: sql<number>`sum(${orderItems.quantity})::int`,
        goods,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(gte(orders.createdAt, since), lt(orders.createdAt, before), ne(orders.status, 'cancelled')))
      .groupBy(orderItems.productId)
      .orderBy(desc(goods), asc(orderItems.productId))
      .limit(limit);
  }

  /** The newest orders, as the order list shows them. */
  newest(limit: number) {
    return this.summaries(undefined).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
  }

  /** Every order the filters match, oldest first, as a spreadsheet lists them. */
  all(filters: OrderFilters, limit: number) {
    return this.summaries(this.where(filters)).orderBy(asc(orders.createdAt), asc(orders.id)).limit(limit);
  }

  /** The internal id of the order of this number, as the back office's addresses name it. */
  async idOfNumber(number: number): Promise<string | undefined> {
    const [row] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    return row?.id;
  }

  async find(orderId: string) {
    const [row] = await this.db
      .select({ order: orders, email: users.email, name: users.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!row) return undefined;
    const [items, orderRefunds] = await Promise.all([
      this.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.productId)),
      this.refundsOf(orderId),
    ]);
    return { ...row, items, refunds: orderRefunds };
  }

  /** The order, locked until the transaction ends, so that two refunds never both fit in what remains. */
  async lock(orderId: string) {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  }

  refundsOf(orderId: string) {
    return this.db
      .select({ refund: refunds, by: users.name })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.createdBy))
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
  }

  async heldByRefunds(orderId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), holdingMoney));
    return Number(row?.total ?? 0);
  }

  async addRefund(refund: typeof refunds.$inferInsert): Promise<void> {
    await this.db.insert(refunds).values(refund);
  }

  async settleRefund(
    refundId: string,
    settled: { status: 'processed' | 'failed'; razorpayRefundId?: string },
  ) {
    await this.db.update(refunds).set(settled).where(eq(refunds.id, refundId));
  }

  /** Moves the order on only from the status it was read in; false when someone moved it meanwhile. */
  async moveStatus(orderId: string, from: string, to: AdminOrderStatus): Promise<boolean> {
    const moved = await this.db
      .update(orders)
      .set({
        status: to,
        ...(to === 'delivered' ? { deliveredAt: new Date() } : {}),
        ...(to === 'shipped' ? { shippedAt: new Date() } : {}),
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning({ id: orders.id });
    return moved.length === 1;
  }

  async confirmCashOnDelivery(orderId: string, now: Date): Promise<void> {
    await this.db.update(orders).set({ codConfirmedAt: now }).where(eq(orders.id, orderId));
  }

  /**
   * A cancelled order's pieces go back in stock: those its order took from stock (an order made
   * under the stock holds of before may have found some short; see `order_items.stock_shortfall`).
   */
  async restock(orderId: string): Promise<void> {
    const lines = await this.db
      .select({
        productId: orderItems.productId,
        taken: sql<number>`${orderItems.quantity} - ${orderItems.stockShortfall}`,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    for (const line of lines) {
      await this.db
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.taken}` })
        .where(eq(products.id, line.productId));
    }
  }

  private summaries(where: SQL | undefined) {
    const itemCount = this.db
      .select({
        orderId: orderItems.orderId,
        count: sql<number>`sum(${orderItems.quantity})::int`.as('count'),
      })
      .from(orderItems)
      .groupBy(orderItems.orderId)
      .as('item_counts');
    const refunded = this.db
      .select({
        orderId: refunds.orderId,
        amount: sql<string>`sum(${refunds.amount})`.as('amount'),
      })
      .from(refunds)
      .where(eq(refunds.status, 'processed'))
      .groupBy(refunds.orderId)
      .as('refunded');
    return this.db
      .select({
        order: orders,
        email: users.email,
        itemCount: sql<number>`coalesce(${itemCount.count}, 0)`,
        refunded: sql<string>`coalesce(${refunded.amount}, 0)`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(itemCount, eq(itemCount.orderId, orders.id))
      .leftJoin(refunded, eq(refunded.orderId, orders.id))
      .where(where)
      .$dynamic();
  }

  private where({ status, payment, since, before, q }: OrderFilters): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      status && eq(orders.status, status),
      payment && eq(orders.paymentMethod, payment),
      since && gte(orders.createdAt, since),
      before && lt(orders.createdAt, before),
    ];
    if (q) {
      const pattern = `%${escapeLike(q)}%`;
      const digits = q.replace(/\D/g, '');
      const number = parseOrderNumber(q);
      conditions.push(
        or(
          number === undefined ? undefined : eq(orders.number, number),
          ilike(orders.id, pattern),
          ilike(users.email, pattern),
          // Phone numbers are stored as typed ("+91 98400 12345"); compare their digits.
          digits.length >= 4
            ? sql`regexp_replace(${orders.shippingAddress}->>'phoneNumber', '\\D', '', 'g') like ${`%${digits}%`}`
            : undefined,
        ),
      );
    }
    return and(...conditions);
  }
}
