import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, type StockLine } from '../../db/schema.js';
import { sellable } from '../../db/sellable.js';

/**
 * The stock counts. Every method that changes stock takes the transaction of what causes the change,
 * so stock moves exactly when that is committed. Callers change lines in `inLockOrder`.
 */
export class StockRepository {
  constructor(private readonly db: Db) {}

  /** Pieces in stock of the products on sale among `ids`, read without locking anything. */
  async inStock(ids: string[]): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(and(inArray(products.id, ids), sellable));
    return new Map(rows.map((row) => [row.id, row.stock]));
  }

  /**
   * Takes `quantity` pieces only if the stock has them all: the condition is checked on the locked row,
   * so shoppers racing for the last pieces can never take more than there are. False: left untouched.
   */
  async take(tx: Db, { productId, quantity }: StockLine): Promise<boolean> {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
      .returning({ id: products.id });
    return taken.length > 0;
  }

  /** Pieces in stock as the transaction sees them; 0 for a product that no longer exists. */
  async stockOf(tx: Db, productId: string): Promise<number> {
    const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    return row?.stock ?? 0;
  }
}
