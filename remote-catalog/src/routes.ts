import type { OwnRoute } from '@brass/shared/remote-routes';

/** The catalog's pages, published with each release; the host builds its route table from them. */
export const routes: OwnRoute[] = [
  {
    path: '/',
    page: 'HomePage',
    title: 'Brass Aangan · Handcrafted brass idols, lamps and decor',
    serverRendered: true,
  },
  { path: '/products', page: 'ShopPage', title: 'Shop all · Brass Aangan', serverRendered: true },
  { path: '/shop', page: 'ShopPage', title: 'Shop all · Brass Aangan', serverRendered: true },
  { path: '/product/:id', page: 'ProductPage', title: 'Product · Brass Aangan', serverRendered: true },
  // A shopper's own list: what the server could render is the same empty shell for everyone.
  { path: '/wishlist', page: 'WishlistPage', title: 'Your Wishlist · Brass Aangan', serverRendered: false },
];
