import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, products } from '../../db/schema.js';

type InvoicedOrderRow = typeof orders.$inferSelect;

export interface InvoicedLine {
  productName: string;
  quantity: number;
  price: number;
  /** The product's as it is now; null when it has none, or is no longer in the catalogue. */
  hsnCode: string | null;
  mainCategory: string | null;
}

export interface InvoicedOrder {
  order: InvoicedOrderRow;
  lines: InvoicedLine[];
}

export class InvoiceRepository {
  constructor(private readonly db: Db) {}

  async findByNumber(number: number): Promise<InvoicedOrder | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.number, number));
    return order && { order, lines: await this.linesOf(order.id) };
  }

  async findById(id: string): Promise<InvoicedOrder | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    return order && { order, lines: await this.linesOf(order.id) };
  }

  /** In the order My Orders lists them. */
  private linesOf(orderId: string): Promise<InvoicedLine[]> {
    return this.db
      .select({
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        price: orderItems.price,
        hsnCode: products.hsnCode,
        mainCategory: products.mainCategory,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.productId));
  }
}
