import { imageUrl } from '@brass/shared/api-support';
import type { Blog } from '@brass/shared/contracts/content';
import { BRAND_NAME } from '../../../config/brand';

/** schema.org Article for a post, so search engines can show it with its date and image. */
export function articleStructuredData(blog: Blog) {
  const shop = { '@type': 'Organization', name: BRAND_NAME };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: blog.title,
    datePublished: blog.createdAt,
    ...(blog.image ? { image: [imageUrl(blog.image)] } : {}),
    author: shop,
    publisher: shop,
  };
}

/** JSON for an inline script: '<' is escaped so a title containing '</script>' cannot end the tag. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
