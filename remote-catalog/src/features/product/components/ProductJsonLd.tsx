import type { ProductDetail, ProductFacts } from '@brass/shared/contracts/catalog';
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

/** schema.org Product data, so search engines can show the price, stock and photos beside the result. */
export function productJsonLd(product: ProductDetail, url: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    description: product.description,
    image: product.images.map((photo) => largestProductImage(photo.url)),
    sku: product._id,
    category: product.mainCategory || undefined,
    ...factFields(product.facts),
    offers: {
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
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  const url = usePageUrl();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLd(product, url) }} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumbListJsonLd(productTrail(product), url)) }}
      />
    </>
  );
}
