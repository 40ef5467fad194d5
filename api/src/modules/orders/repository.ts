import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, refunds } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
}

export class OrderRepository {
  constructor(private readonly db: Db) {}

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

  /** The order's refunds that hold money (pending or made; a refused one gave nothing), oldest first. */
  refundsOf(orderId: string) {
    return this.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'processed'])))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
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
    await this.db
      .update(orders)
      // The first time tracking says delivered starts the return window.
      .set({
        status,
        shipmentStatus,
        ...(status === 'delivered' ? { deliveredAt: sql`coalesce(${orders.deliveredAt}, now())` } : {}),
      })
      .where(eq(orders.id, orderId));
  }

  /** The orders with their lines, each line list in product order. */
  async withItems(rows: OrderRow[]): Promise<OrderWithItems[]> {
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
