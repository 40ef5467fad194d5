import type { PagePrefetch } from '@brass/shared/remote-contracts';
import type { RemotePageProps } from '@brass/shared/remote-pages';
import states from '../components/states.module.css';
import { productErrorMessage, useProduct } from '../features/product/api/get-product';
import { productPageCalls } from '../features/product/api/product-page-calls';
import { Breadcrumbs } from '../features/product/components/Breadcrumbs';
import { ProductDetail } from '../features/product/components/ProductDetail';
import { RelatedProducts } from '../features/product/components/RelatedProducts';
import { productTrail } from '../features/product/utils/breadcrumb-trail';
import { BRAND_NAME } from '@brass/shared/constants';
import { usePageMeta } from '@brass/shared/page-meta';
import { keepAnswers } from '@brass/shared/server-data';
import styles from './ProductPage.module.css';

/** Search results show about 155 characters of a description. */
const DESCRIPTION_LENGTH = 155;

function summary(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
}

/** How long a fetch ahead may take before the page asks itself. */
const PREFETCH_TIMEOUT_MS = 5_000;

/** The product and its related pieces, fetched ahead of a move to the page (`PagePrefetch`). */
export const prefetch: PagePrefetch['prefetch'] = ({ id }) =>
  keepAnswers(productPageCalls(id, AbortSignal.timeout(PREFETCH_TIMEOUT_MS)));

/** /product/{id}. */
export default function ProductPage({ params }: RemotePageProps) {
  const product = useProduct(params.id ?? '');
  const loaded = product.status === 'success' ? product.data : undefined;

  usePageMeta({
    title: loaded ? `${loaded.productName} · ${BRAND_NAME}` : undefined,
    description: loaded ? summary(loaded.description) : undefined,
  });

  return (
    <div data-boundary="catalog" className={styles.page}>
      {product.status === 'success' ? (
        <>
          <Breadcrumbs trail={productTrail(product.data)} />
          <ProductDetail product={product.data} />
          <RelatedProducts productId={product.data._id} />
        </>
      ) : product.status === 'error' ? (
        <p className={states.error} role="alert">
          Error: {productErrorMessage(product.error)}
        </p>
      ) : (
        <p className={`${states.loading} ${styles.reserve}`} role="status">
          Loading...
        </p>
      )}
    </div>
  );
}
