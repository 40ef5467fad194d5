import { getReviewSummary, reviewSummaryKey } from '../../reviews/api/get-review-summary';
import { getProduct } from './get-product';
import { getRelatedProducts, relatedProductsKey } from './get-related-products';

/**
 * What a product page's first render reads, by the keys its hooks ask under: rendered with on
 * the server, and fetched ahead of a move to the page.
 */
export function productPageCalls(
  id: string | undefined,
  signal: AbortSignal,
): Record<string, Promise<unknown>> {
  return id
    ? {
        [id]: getProduct(id, signal),
        [relatedProductsKey(id)]: getRelatedProducts(id, signal),
        [reviewSummaryKey(id)]: getReviewSummary(id, signal),
      }
    : {};
}
