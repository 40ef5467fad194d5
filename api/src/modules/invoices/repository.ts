import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { issuedInvoices, orderItems, orders, products } from '../../db/schema.js';

type InvoicedOrderRow = typeof orders.$inferSelect;

export interface InvoicedLine {
  productName: string;
  quantity: number;
  price: number;
  /** The line's share of the order's coupon discount, in rupees. */
  discount: number;
  /** The product's as it is now; null when it has none, or is no longer in the catalogue. */
  hsnCode: string | null;
  mainCategory: string | null;
}

export interface InvoicedOrder {
  order: InvoicedOrderRow;
  lines: InvoicedLine[];
}

export type IssuedInvoice = typeof issuedInvoices.$inferSelect;
export type IssuedSeller = IssuedInvoice['seller'];

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

  /**
   * The order's issued invoice, issued now with `seller` unless it was before: whoever issues it first,
   * of two requests or two API processes, decides the seller it prints for ever.
   */
  async issue(orderId: string, seller: () => Promise<IssuedSeller>): Promise<IssuedInvoice> {
    const issued = await this.issuedOf(orderId);
    if (issued) return issued;
    await this.db
      .insert(issuedInvoices)
      .values({ orderId, seller: await seller() })
      .onConflictDoNothing();
    return (await this.issuedOf(orderId))!;
  }

  /** Keeps the PDF rendered for the order's `version`, in place of one rendered for an older version. */
  async keepPdf(orderId: string, version: string, pdf: Buffer): Promise<void> {
    await this.db.update(issuedInvoices).set({ version, pdf }).where(eq(issuedInvoices.orderId, orderId));
  }

  private async issuedOf(orderId: string): Promise<IssuedInvoice | undefined> {
    const [issued] = await this.db.select().from(issuedInvoices).where(eq(issuedInvoices.orderId, orderId));
    return issued;
  }

  /** In the order My Orders lists them. */
  private linesOf(orderId: string): Promise<InvoicedLine[]> {
    return this.db
      .select({
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        price: orderItems.price,
        discount: orderItems.discount,
        hsnCode: products.hsnCode,
        mainCategory: products.mainCategory,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.productId));
  }
}
