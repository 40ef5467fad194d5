import type { Product } from '@brass/shared/contracts/catalog';
import { capitalise } from '../../shop/utils/capitalise';

export interface Crumb {
  name: string;
  /** The page's path in the shop; none for the page the shopper is on. */
  path?: string;
}

/** Home › the product's category (or the whole shop) › the product. */
export function productTrail(product: Product): Crumb[] {
  const category = product.mainCategory;
  return [
    { name: 'Home', path: '/' },
    category
      ? { name: capitalise(category), path: `/products?category=${encodeURIComponent(category)}` }
      : { name: 'Shop', path: '/products' },
    { name: product.productName },
  ];
}

/** schema.org BreadcrumbList of a trail, its links made absolute against the page's address. */
export function breadcrumbListJsonLd(trail: Crumb[], pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === undefined ? {} : { item: new URL(crumb.path, pageUrl).href }),
    })),
  };
}
