import { and, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { products } from './schema.js';

/**
 * A row of `products` shoppers may see: published and not archived. Every shopper read (lists, search,
 * product page, related pieces, sitemap, feed, wishlist, reviews) starts from it, so a draft is left
 * out everywhere by this one rule.
 */
export const shownToShoppers: SQL = and(isNull(products.archivedAt), isNotNull(products.publishedAt))!;

/**
 * A row of `products` a cart may hold: shown to shoppers, not a product sold only as its variants, and,
 * for a variant, of a product shown too (archiving a product or taking it back to draft takes its sizes
 * away with it).
 */
export const sellable = and(
  shownToShoppers,
  isNull(products.options),
  sql`not exists (select 1 from products as product where product.id = ${products.variantOf}
    and (product.archived_at is not null or product.published_at is null))`,
);
