/**
 * A variant's id is its product's id, this separator and its key (`ganesha-prabhavali-12in--9-inch`).
 * Product ids are slugs made with single dashes, so the first double dash is always this one.
 */
export const VARIANT_KEY_SEPARATOR = '--';

/**
 * The address of the page of a piece a cart or an order names: a product's own page, or for one of
 * its sizes or finishes, its product's page with it chosen (`?variant=<key>`).
 */
export function productPath(id: string): string {
  const at = id.indexOf(VARIANT_KEY_SEPARATOR);
  if (at < 0) return `/product/${encodeURIComponent(id)}`;
  const key = id.slice(at + VARIANT_KEY_SEPARATOR.length);
  return `/product/${encodeURIComponent(id.slice(0, at))}?variant=${encodeURIComponent(key)}`;
}
