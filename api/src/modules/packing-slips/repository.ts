import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, products } from '../../db/schema.js';

/** What a packing slip reads of an order. */
export class PackingSlipRepository {
  constructor(private readonly db: Db) {}

  /** The order with this id, or with this number when `number` is given, and its lines. */
  async find(where: { id: string } | { number: number }) {
    const [order] = await this.db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        shippingAddress: orders.shippingAddress,
        isGift: orders.isGift,
        giftMessage: orders.giftMessage,
      })
      .from(orders)
      .where('id' in where ? eq(orders.id, where.id) : eq(orders.number, where.number));
    if (!order) return undefined;
    // In the order of the order's other pages.
    const lines = await this.db
      .select({ productName: orderItems.productName, sku: products.sku, quantity: orderItems.quantity })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.productId));
    return { order, lines };
  }
}
