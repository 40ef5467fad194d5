import { LOW_STOCK_THRESHOLD } from '@brass/shared/constants';
import type { ProductSort } from '@brass/shared/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, lte, notInArray, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, products } from '../../db/schema.js';
import { escapeLike } from '../../lib/escape-like.js';

/** The columns the shop shows, the product's facts among them. */
const listed = {
  id: products.id,
  name: products.name,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  description: products.description,
  image: products.image,
  mainCategory: products.mainCategory,
  isNewArrival: products.isNewArrival,
  createdAt: products.createdAt,
  stock: products.stock,
  weightGrams: products.weightGrams,
  lengthCm: products.lengthCm,
  breadthCm: products.breadthCm,
  heightCm: products.heightCm,
  material: products.material,
  finish: products.finish,
  careInstructions: products.careInstructions,
  hsnCode: products.hsnCode,
};
export type ListedProduct = Pick<typeof products.$inferSelect, keyof typeof listed>;

/** Archived products are gone from the shop; orders that name them keep their own copy of the line. */
const onSale = isNull(products.archivedAt);

export interface ProductFilter {
  category?: string | undefined;
  search?: string | undefined;
}

// Every order ends in the id, so pages never repeat or skip products that share a price or a date.
const orderings: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  'price-asc': [asc(products.price), asc(products.id)],
  'price-desc': [desc(products.price), desc(products.id)],
};

function whereOf({ category, search }: ProductFilter): SQL | undefined {
  return and(
    onSale,
    category === undefined ? undefined : eq(products.mainCategory, category),
    search === undefined ? undefined : ilike(products.name, `%${escapeLike(search)}%`),
  );
}

export class CatalogRepository {
  constructor(private readonly db: Db) {}

  all(): Promise<ListedProduct[]> {
    return this.db
      .select(listed)
      .from(products)
      .where(onSale)
      .orderBy(...orderings.newest);
  }

  page(filter: ProductFilter, sort: ProductSort, limit: number, offset: number): Promise<ListedProduct[]> {
    return this.db
      .select(listed)
      .from(products)
      .where(whereOf(filter))
      .orderBy(...orderings[sort])
      .limit(limit)
      .offset(offset);
  }

  /** Products on sale with `LOW_STOCK_THRESHOLD` pieces or fewer, the fewest first. */
  lowStock(limit: number): Promise<{ id: string; name: string; stock: number }[]> {
    return this.db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(and(lte(products.stock, LOW_STOCK_THRESHOLD), onSale))
      .orderBy(asc(products.stock), asc(products.name))
      .limit(limit);
  }

  async count(filter: ProductFilter): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(whereOf(filter));
    return row?.total ?? 0;
  }

  /**
   * The distinct categories by a loose index scan: one probe of products_category_created_idx per
   * category instead of reading every product (3 ms instead of 40 ms at 100,000 products).
   */
  async categories(): Promise<string[]> {
    const result = await this.db.execute(sql`
      with recursive found(category) as (
        select min(main_category) from products where main_category <> '' and archived_at is null
        union all
        select (
          select min(main_category) from products
          where main_category > found.category and archived_at is null
        )
        from found where found.category is not null
      )
      select category from found where category is not null`);
    // node-postgres and PGlite both answer { rows }.
    return (result as unknown as { rows: { category: string }[] }).rows.map((row) => row.category);
  }

  /** Pieces on the shelf of the products on sale among `ids`; the others are missing from the map. */
  async stockOf(ids: string[]): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(and(inArray(products.id, ids), onSale));
    return new Map(rows.map((row) => [row.id, row.stock]));
  }

  async findById(id: string): Promise<ListedProduct | undefined> {
    const [row] = await this.db
      .select(listed)
      .from(products)
      .where(and(eq(products.id, id), onSale));
    return row;
  }

  /** The best sellers by quantity sold, best first; products no longer listed drop out. */
  bestSellers(limit: number): Promise<ListedProduct[]> {
    const sold = this.db
      .select({ productId: orderItems.productId, quantity: sum(orderItems.quantity).as('quantity') })
      .from(orderItems)
      .groupBy(orderItems.productId)
      .as('sold');
    return this.db
      .select(listed)
      .from(sold)
      .innerJoin(products, and(eq(products.id, sold.productId), onSale))
      .orderBy(desc(sold.quantity), asc(products.id))
      .limit(limit);
  }

  /** Products the shop flagged as popular, newest first. */
  flaggedPopular(limit: number, excludedIds: string[]): Promise<ListedProduct[]> {
    return this.db
      .select(listed)
      .from(products)
      .where(
        and(
          onSale,
          eq(products.isPopular, true),
          excludedIds.length ? notInArray(products.id, excludedIds) : undefined,
        ),
      )
      .orderBy(...orderings.newest)
      .limit(limit);
  }
}
