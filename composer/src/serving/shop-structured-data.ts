import { BRAND_NAME } from '@brass/shared/constants';
import type { ShopContact } from '@brass/shared/contracts/content';

/** The shop's logo, a 512-pixel PNG the API serves (rendered by its seed script). */
const LOGO_PATH = '/images/logo.png';

/** How to reach the shop, from the contact details the owner saved; none until one is saved. */
function contactPoint(contact: ShopContact | undefined) {
  const telephone = contact?.phone ?? contact?.whatsapp ?? undefined;
  const email = contact?.email ?? undefined;
  if (!telephone && !email) return undefined;
  return {
    '@type': 'ContactPoint',
    contactType: 'customer service',
    areaServed: 'IN',
    availableLanguage: ['en'],
    ...(telephone && { telephone }),
    ...(email && { email }),
  };
}

/**
 * schema.org Organization and WebSite of the shop, for its home page: search engines show the shop's
 * name, logo and contact beside its results, and the WebSite's SearchAction names the address the
 * header's search form submits to (`/products?q=…`).
 */
export function shopStructuredData(
  shopOrigin: string,
  apiBase: string,
  contact: ShopContact | undefined,
): object[] {
  const url = new URL('/', shopOrigin).href;
  const point = contactPoint(contact);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: BRAND_NAME,
      url,
      logo: new URL(LOGO_PATH, apiBase).href,
      ...(contact?.address && { address: contact.address }),
      ...(point && { contactPoint: point }),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: BRAND_NAME,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${new URL('/products', shopOrigin).href}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
