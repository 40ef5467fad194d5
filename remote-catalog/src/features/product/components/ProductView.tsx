import { imageUrl } from '@brass/shared/api-support';
import type { ProductDetail as Product } from '@brass/shared/contracts/catalog';
import { BRAND_NAME } from '@brass/shared/constants';
import { formatRupees } from '@brass/shared/money';
import { usePageMeta, type PageShare } from '@brass/shared/page-meta';
import { stockState } from '@brass/shared/stock-state';
import type { RequestState } from '@brass/shared/use-request';
import { useEffect } from 'react';
import { useSearchParams } from '@brass/shared/router';
import states from '../../../components/states.module.css';
import { useReviewSummary } from '../../reviews/api/get-review-summary';
import { LazyReviews } from '../../reviews/components/LazyReviews';
import styles from './ProductView.module.css';
import { productErrorMessage } from '../api/get-product';
import { productTrail } from '../utils/breadcrumb-trail';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductDetail } from './ProductDetail';
import { RelatedProducts } from './RelatedProducts';
import { RecentlyViewed } from '../../recently-viewed/components/RecentlyViewed';
import { rememberViewed } from '../../recently-viewed/utils/viewed-pieces';
import { WayOn } from './WayOn';

/** Search results show about 155 characters of a description. */
const DESCRIPTION_LENGTH = 155;

function summary(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
}

/** What a link to the product shows where it is shared: its photo, price and whether it can be bought. */
function productShare(product: Product): PageShare {
  const { shareImage, images, price, stock } = product;
  return {
    type: 'product',
    image: shareImage && { ...shareImage, url: imageUrl(shareImage.url), alt: images[0]!.alt },
    price,
    inStock: stockState(stock).level !== 'out',
  };
}

/**
 * The product page in each state of its product: the server renders the one of a product the shop
 * does not have from here too, so the shopper's page and the server's 404 are the same. That page
 * leads on: to the shop's pages, a search, and pieces like an archived product.
 */
export function ProductView({ productId, product }: { productId: string; product: RequestState<Product> }) {
  const loaded = product.status === 'success' ? product.data : undefined;
  // The chosen size or finish lives in the address, so a shared link opens the page on it.
  const [search, setSearch] = useSearchParams();
  const chooseVariant = (key: string) =>
    setSearch(
      (current) => {
        current.set('variant', key);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  const reviews = useReviewSummary(productId);
  useEffect(() => {
    if (loaded) rememberViewed({ id: loaded._id, name: loaded.productName, image: loaded.image });
  }, [loaded]);

  usePageMeta({
    title: loaded ? `${loaded.productName} · ${BRAND_NAME}` : undefined,
    // Price first: a WhatsApp or Facebook preview shows the title, this and the photo, nothing more.
    description: loaded ? summary(`${formatRupees(loaded.price)} · ${loaded.description}`) : undefined,
    canonical: loaded && `/product/${encodeURIComponent(loaded._id)}`,
    share: loaded && productShare(loaded),
  });

  return (
    <div data-boundary="catalog" className={styles.page}>
      {product.status === 'success' ? (
        <>
          <Breadcrumbs trail={productTrail(product.data)} />
          <ProductDetail
            product={product.data}
            rating={reviews.status === 'success' ? reviews.data : undefined}
            variantKey={search.get('variant')}
            onChooseVariant={chooseVariant}
          />
          <LazyReviews productId={product.data._id} summary={reviews} />
          <RelatedProducts productId={product.data._id} />
          <RecentlyViewed exceptId={product.data._id} />
        </>
      ) : product.status === 'error' ? (
        <>
          <p className={states.error} role="alert">
            Error: {productErrorMessage(product.error)}
          </p>
          <WayOn />
          {/* An archived product still has pieces like it on sale; an unknown one has none. */}
          <RelatedProducts productId={productId} />
        </>
      ) : (
        <p className={`${states.loading} ${styles.reserve}`} role="status">
          Loading...
        </p>
      )}
    </div>
  );
}
