import { imageUrl } from '@brass/shared/api-client';
import type { Product } from '@brass/shared/contract';
import { stockState, type StockLevel } from '@brass/shared/stock-state';
import { usePageUrl } from '../../../lib/page-url';
import { scriptJson } from '../../../lib/script-json';

const availability: Record<StockLevel, string> = {
  in: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
};

/** schema.org Product data, so search engines can show the price and stock beside the result. */
export function productJsonLd(product: Product, url: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    description: product.description,
    image: imageUrl(product.image),
    sku: product._id,
    category: product.mainCategory || undefined,
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

export function ProductJsonLd({ product }: { product: Product }) {
  const url = usePageUrl();
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLd(product, url) }} />
  );
}
