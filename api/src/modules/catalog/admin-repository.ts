import {
  and,
  asc,
  count,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOW_STOCK_THRESHOLD } from '@brass/shared/constants';
import type { Db } from '../../db/client.js';
import { productImages, products } from '../../db/schema.js';
import { shownToShoppers } from '../../db/sellable.js';
import { escapeLike } from '../../lib/escape-like.js';
import { catalogueOrder } from './catalogue-order.js';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductImageRow = typeof productImages.$inferSelect;
/** What an edit may change: everything but the id, the images, the dates and what the database works out. */
export type ProductChanges = Omit<
  ProductRow,
  | 'id'
  | 'image'
  | 'createdAt'
  | 'updatedAt'
  | 'archivedAt'
  | 'publishedAt'
  | 'position'
  | 'searchVector'
  | 'soldOut'
  | 'options'
  | 'variantOf'
  | 'optionValues'
  | 'sku'
>;

export interface ProductFilters {
  q?: string | undefined;
  category?: string | undefined;
  status?: 'active' | 'draft' | 'archived' | undefined;
  stock?: 'low' | 'out' | undefined;
}

const stockFilters = {
  low: and(gt(products.stock, 0), lte(products.stock, LOW_STOCK_THRESHOLD)),
  out: eq(products.stock, 0),
};

function whereOf({ q, category, status, stock }: ProductFilters): SQL | undefined {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return and(
    // Variants are edited on their product's page.
    isNull(products.variantOf),
    pattern
      ? or(ilike(products.name, pattern), ilike(products.id, pattern), ilike(products.mainCategory, pattern))
      : undefined,
    category ? eq(products.mainCategory, category) : undefined,
    status === 'active' ? shownToShoppers : undefined,
    status === 'draft' ? and(isNull(products.archivedAt), isNull(products.publishedAt)) : undefined,
    status === 'archived' ? isNotNull(products.archivedAt) : undefined,
    stock ? stockFilters[stock] : undefined,
  );
}

/** The catalogue as the back office keeps it: every product, archived ones too, and their photos. */
export class ProductAdminRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; `tx` lets the audit log write in it too. */
  transaction<T>(work: (repository: ProductAdminRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ProductAdminRepository(tx), tx));
  }

  async page(filters: ProductFilters, { offset, limit }: { offset: number; limit: number }) {
    const where = whereOf(filters);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(products)
        .where(where)
        .orderBy(...catalogueOrder)
        .offset(offset)
        .limit(limit),
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  async find(id: string): Promise<ProductRow | undefined> {
    const [row] = await this.db.select().from(products).where(eq(products.id, id));
    return row;
  }

  /** The product, held until the transaction ends so that two changes of it wait for each other. */
  async lock(id: string): Promise<ProductRow | undefined> {
    const [row] = await this.db.select().from(products).where(eq(products.id, id)).for('update');
    return row;
  }

  /**
   * False when the id is taken, by a product on sale or an archived one. A new product opens the
   * owner's order (before the first placed product, or first of the unplaced when none is placed),
   * so the shop shows it first, as it did when its lists were newest first.
   */
  async insert(row: NewProductRow): Promise<boolean> {
    const inserted = await this.db
      .insert(products)
      .values({ ...row, position: sql`(select min(${products.position}) - 1 from ${products})` })
      .onConflictDoNothing({ target: products.id })
      .returning({ id: products.id });
    return inserted.length > 0;
  }

  async update(id: string, changes: Partial<NewProductRow>): Promise<void> {
    await this.db.update(products).set(changes).where(eq(products.id, id));
  }

  /** Publishes the product (`at`) or takes it back to draft (null); its variants follow it. */
  async setPublished(id: string, at: Date | null): Promise<void> {
    await this.db
      .update(products)
      .set({ publishedAt: at })
      .where(or(eq(products.id, id), eq(products.variantOf, id)));
  }

  /** The product's variants, archived ones too; with `lock`, held until the transaction ends. */
  variantsOf(productId: string, { lock = false } = {}): Promise<ProductRow[]> {
    const query = this.db
      .select()
      .from(products)
      .where(eq(products.variantOf, productId))
      .orderBy(asc(products.id));
    return lock ? query.for('update') : query;
  }

  /** A variant; it takes no place in the owner's order (its position stays null), only its product does. */
  async insertVariant(row: NewProductRow): Promise<void> {
    await this.db.insert(products).values(row);
  }

  /**
   * Frees the SKUs of `skus` the product's own variants hold, so that one save may move a SKU from one
   * variant to another (a renamed size keeps its SKU); the save gives them out again.
   */
  async releaseVariantSkus(productId: string, skus: string[]): Promise<void> {
    if (skus.length === 0) return;
    await this.db
      .update(products)
      .set({ sku: null })
      .where(and(eq(products.variantOf, productId), inArray(products.sku, skus)));
  }

  /** The name of the product other than `exceptId` that has the SKU, if any. */
  async skuHolder(sku: string, exceptId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.sku, sku), sql`${products.id} <> ${exceptId}`));
    return row?.name;
  }

  /** The product's variants without photos of their own show its main image. */
  async followMainImage(productId: string, image: string): Promise<void> {
    await this.db
      .update(products)
      .set({ image })
      .where(
        and(
          eq(products.variantOf, productId),
          sql`not exists (select 1 from ${productImages} where ${productImages.productId} = ${products.id})`,
        ),
      );
  }

  /**
   * Waits for any other change of the owner's order to end, and makes the next ones wait until this
   * transaction ends: each reads the order the one before it left.
   */
  async holdOrder(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext('brass.catalogue-order'))`);
  }

  /**
   * The owner's order from the top down to the later of `ids`: every placed product, then the
   * unplaced ones down to it. Those further down need no place to keep theirs (newest first, after
   * every placed product), so a move near the top never writes the whole catalogue.
   */
  orderDownTo(ids: string[]): Promise<{ id: string; position: number | null }[]> {
    const anchor = alias(products, 'anchor');
    const unplacedDownTo = this.db
      .select({ id: anchor.id })
      .from(anchor)
      .where(
        and(
          inArray(anchor.id, ids),
          isNull(anchor.position),
          or(
            gt(products.createdAt, anchor.createdAt),
            and(eq(products.createdAt, anchor.createdAt), lte(products.id, anchor.id)),
          ),
        ),
      );
    return this.db
      .select({ id: products.id, position: products.position })
      .from(products)
      .where(and(isNull(products.variantOf), or(isNotNull(products.position), exists(unplacedDownTo))))
      .orderBy(...catalogueOrder);
  }

  /**
   * Products that have a place, and the given ones, in the catalogue's order, held until the transaction
   * ends. Variants have no place of their own: they are listed with their product.
   */
  lockPlaced(ids: string[]): Promise<{ id: string; position: number | null }[]> {
    return this.db
      .select({ id: products.id, position: products.position })
      .from(products)
      .where(and(isNull(products.variantOf), or(isNotNull(products.position), inArray(products.id, ids))))
      .orderBy(...catalogueOrder)
      .for('update');
  }

  async setPositions(places: { id: string; position: number }[]): Promise<void> {
    // One statement per thousand products rather than one per product.
    for (let start = 0; start < places.length; start += 1000) {
      const rows = places
        .slice(start, start + 1000)
        .map(({ id, position }) => sql`(${id}, ${position}::integer)`);
      await this.db.execute(sql`
        update ${products} set position = placed.position
        from (values ${sql.join(rows, sql`, `)}) as placed(id, position)
        where ${products.id} = placed.id`);
    }
  }

  images(productId: string): Promise<ProductImageRow[]> {
    return this.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.createdAt));
  }

  async addImage(image: typeof productImages.$inferInsert): Promise<void> {
    await this.db.insert(productImages).values(image);
  }

  async removeImage(productId: string, imageId: string): Promise<ProductImageRow | undefined> {
    const [removed] = await this.db
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning();
    return removed;
  }

  /** Every photo, of archived products too, whose share JPEG the image store is not known to have. */
  imagesWithoutShareImage(): Promise<Pick<ProductImageRow, 'id' | 'stem'>[]> {
    return this.db
      .select({ id: productImages.id, stem: productImages.stem })
      .from(productImages)
      .where(eq(productImages.shareImage, false))
      .orderBy(asc(productImages.createdAt));
  }

  /** Records that a photo's share JPEG is stored; false when the photo was removed meanwhile. */
  async markShareImage(imageId: string): Promise<boolean> {
    const marked = await this.db
      .update(productImages)
      .set({ shareImage: true })
      .where(eq(productImages.id, imageId))
      .returning({ id: productImages.id });
    return marked.length > 0;
  }

  /** Numbers the product's images 0, 1, 2... in the order given. */
  async orderImages(imageIds: string[]): Promise<void> {
    for (const [position, id] of imageIds.entries()) {
      await this.db.update(productImages).set({ position }).where(eq(productImages.id, id));
    }
  }
}
