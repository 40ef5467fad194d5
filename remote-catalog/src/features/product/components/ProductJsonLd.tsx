import type { ProductDetail, ProductFacts, ProductVariant } from '@brass/shared/contracts/catalog';
import type { ReviewSummary } from '@brass/shared/contracts/reviews';
import { stockState, type StockLevel } from '@brass/shared/stock-state';
import { largestProductImage } from '../../../components/ProductImage';
import { usePageUrl } from '../../../lib/page-url';
import { scriptJson } from '../../../lib/script-json';
import { breadcrumbListJsonLd, productTrail } from '../utils/breadcrumb-trail';

const availability: Record<StockLevel, string> = {
  in: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
};

/** UN/CEFACT codes, as schema.org's QuantitativeValue names units. */
const measure = (value: number | null, unitCode: 'CMT' | 'KGM') =>
  value === null ? undefined : { '@type': 'QuantitativeValue', value, unitCode };

/** The facts schema.org has fields for; finish and care have none. */
function factFields(facts: ProductFacts) {
  return {
    material: facts.material?.trim() || undefined,
    weight: measure(facts.weightKg, 'KGM'),
    height: measure(facts.heightCm, 'CMT'),
    width: measure(facts.widthCm, 'CMT'),
    depth: measure(facts.depthCm, 'CMT'),
  };
}

/** The published reviews' average and count; none before the first review, as Google asks. */
const aggregateRating = (rating: ReviewSummary | undefined) =>
  rating?.average == null || rating.count === 0
    ? undefined
    : {
        '@type': 'AggregateRating',
        ratingValue: rating.average,
        reviewCount: rating.count,
        bestRating: 5,
        worstRating: 1,
      };

/** A piece sold in sizes or finishes: one offer spanning their prices, in stock if any of them is. */
function variantOffers(variants: readonly ProductVariant[], url: string) {
  const prices = variants.map((variant) => variant.price);
  const stock = variants.reduce((pieces, variant) => pieces + variant.stock, 0);
  return {
    '@type': 'AggregateOffer',
    url,
    lowPrice: Math.min(...prices).toFixed(2),
    highPrice: Math.max(...prices).toFixed(2),
    offerCount: variants.length,
    priceCurrency: 'INR',
    availability: availability[stockState(stock).level],
  };
}

/**
 * schema.org Product data, so search engines can show the price, stock, photos and rating beside the
 * result.
 */
export function productJsonLd(product: ProductDetail, url: string, rating?: ReviewSummary): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    description: product.description,
    image: product.images.map((photo) => largestProductImage(photo.url)),
    sku: product._id,
    category: product.mainCategory || undefined,
    ...factFields(product.facts),
    aggregateRating: aggregateRating(rating),
    offers: product.variants?.length
      ? variantOffers(product.variants, url)
      : {
          '@type': 'Offer',
          url,
          price: product.price.toFixed(2),
          priceCurrency: 'INR',
          availability: availability[stockState(product.stock).level],
        },
  };
  return scriptJson(data);
}

/** The product and the way to it (Home › category › product), for search engines. */
export function ProductJsonLd({
  product,
  rating,
}: {
  product: ProductDetail;
  rating: ReviewSummary | undefined;
}) {
  const url = usePageUrl();
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: productJsonLd(product, url, rating) }}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumbListJsonLd(productTrail(product), url)) }}
      />
    </>
  );
}
