import type { PagePrefetch } from '@brass/shared/remote-contracts';
import type { RemotePageProps } from '@brass/shared/remote-pages';
import { useProduct } from '../features/product/api/get-product';
import { productPageCalls } from '../features/product/api/product-page-calls';
import { ProductView } from '../features/product/components/ProductView';
import { keepAnswers } from '@brass/shared/server-data';

/** How long a fetch ahead may take before the page asks itself. */
const PREFETCH_TIMEOUT_MS = 5_000;

/** The product and its related pieces, fetched ahead of a move to the page (`PagePrefetch`). */
export const prefetch: PagePrefetch['prefetch'] = ({ id }) =>
  keepAnswers(productPageCalls(id, AbortSignal.timeout(PREFETCH_TIMEOUT_MS)));

/** /product/{id}. */
export default function ProductPage({ params }: RemotePageProps) {
  const id = params.id ?? '';
  return <ProductView productId={id} product={useProduct(id)} />;
}
