import { and, isNull, sql } from 'drizzle-orm';
import { products } from './schema.js';

/**
 * A row of `products` a cart may hold: not archived, not a product sold only as its variants, and, for a
 * variant, of a product that is not archived either (archiving a product takes its sizes away with it).
 */
export const sellable = and(
  isNull(products.archivedAt),
  isNull(products.options),
  sql`not exists (select 1 from products as product
    where product.id = ${products.variantOf} and product.archived_at is not null)`,
);
