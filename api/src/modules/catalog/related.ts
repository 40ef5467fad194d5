import type { CatalogRepository, ListedProduct } from './repository.js';

/** One row of cards on a wide screen. */
const RELATED_COUNT = 6;

/** The groups of the shop's vocabulary that are deities; the others name kinds of piece (lamp, urli). */
const DEITIES = [
  'balaji',
  'buddha',
  'ganesha',
  'garuda',
  'hanuman',
  'krishna',
  'lakshmi',
  'murugan',
  'nandi',
  'nataraja',
  'saraswati',
  'shiva',
] as const;

/** The words of a name as the vocabulary keeps them: lowercase letters. */
const wordsOf = (name: string) => [...new Set(name.toLowerCase().match(/[a-z]+/g) ?? [])];

/**
 * What a shopper looking at `product` may want beside it or instead: first the pieces naming the same
 * deity in any of the shop's words for it (a Ganesha diya beside a Ganesha idol, a Venugopal beside a
 * Krishna), those of its own category first; then the newest of its category. Never the product
 * itself, nor anything archived.
 */
export async function relatedProducts(
  repository: CatalogRepository,
  product: ListedProduct,
): Promise<ListedProduct[]> {
  const category = product.mainCategory || null;
  const deityWords = await repository.wordsForDeitiesNamed(wordsOf(product.name), DEITIES);
  const sameDeity = await repository.namedAlike(product.id, deityWords, category, RELATED_COUNT);
  const missing = RELATED_COUNT - sameDeity.length;
  if (missing === 0 || category === null) return sameDeity;
  const excluded = [product.id, ...sameDeity.map((row) => row.id)];
  return [...sameDeity, ...(await repository.newestInCategory(category, excluded, missing))];
}
