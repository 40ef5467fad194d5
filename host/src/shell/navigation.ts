/** The header's links, shared by the desktop bar and the slide-in menu. */
export const navigationLinks = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Shop' },
  { href: '/about', label: 'About us' },
  { href: '/contactus', label: 'Contact us' },
  { href: '/blogs', label: 'Blog' },
] as const;

/** The pieces a shopper saved with a heart, offered to everyone: a visitor's list is kept in the browser. */
export const wishlistLink = { href: '/wishlist', label: 'Wishlist' } as const;

/** Where staff and the owner run the shop; offered to them beside the header's links, never to shoppers. */
export const backOfficeLink = { href: '/admin', label: 'Back office' } as const;

const sectionPrefixes: Record<string, string[]> = {
  '/products': ['/products', '/shop', '/product/'],
  '/blogs': ['/blogs'],
};

export function isActiveLink(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  const prefixes = sectionPrefixes[href] ?? [href];
  return prefixes.some(
    (prefix) => location === prefix || location.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}
