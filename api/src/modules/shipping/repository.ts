import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, shippingQuotes } from '../../db/schema.js';
import { sellable } from '../../db/sellable.js';

export type ShippingQuote = typeof shippingQuotes.$inferSelect;

const parcelFacts = {
  id: products.id,
  name: products.name,
  price: products.price,
  weightGrams: products.weightGrams,
  lengthCm: products.lengthCm,
  breadthCm: products.breadthCm,
  heightCm: products.heightCm,
};
export type ParcelProduct = Pick<typeof products.$inferSelect, keyof typeof parcelFacts>;

export class ShippingRepository {
  constructor(private readonly db: Db) {}

  /** The products on sale among `ids`; an archived one is no longer sold, so it is never quoted. */
  parcelProducts(ids: string[]): Promise<ParcelProduct[]> {
    return this.db
      .select(parcelFacts)
      .from(products)
      .where(and(inArray(products.id, ids), sellable));
  }

  /**
   * The lightest size on sale of a product sold in sizes: what its page's delivery date is told for
   * until a size is chosen (a catalog page released before sizes asks by the product's id).
   */
  async lightestVariantOf(productId: string): Promise<ParcelProduct | undefined> {
    const [row] = await this.db
      .select(parcelFacts)
      .from(products)
      .where(and(eq(products.variantOf, productId), sellable))
      .orderBy(asc(products.weightGrams), asc(products.id))
      .limit(1);
    return row;
  }

  async insertQuote(quote: typeof shippingQuotes.$inferInsert): Promise<void> {
    await this.db.insert(shippingQuotes).values(quote);
  }

  async findQuote(id: string): Promise<ShippingQuote | undefined> {
    const [row] = await this.db.select().from(shippingQuotes).where(eq(shippingQuotes.id, id));
    return row;
  }

  /** Quotes past their expiry can never be charged; returns how many were deleted. */
  async deleteQuotesExpiredBefore(moment: Date): Promise<number> {
    const deleted = await this.db
      .delete(shippingQuotes)
      .where(lt(shippingQuotes.expiresAt, moment))
      .returning({ id: shippingQuotes.id });
    return deleted.length;
  }
}
