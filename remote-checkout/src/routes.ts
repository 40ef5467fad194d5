import type { OwnRoute } from '@brass/shared/remote-routes';

/** Checkout's pages, published with each release; the host builds its route table from them. */
export const routes: OwnRoute[] = [
  { path: '/cart', page: 'CartPage', title: 'My Cart · Brass Aangan', serverRendered: true },
  { path: '/checkout', page: 'CheckoutPage', title: 'Checkout · Brass Aangan', serverRendered: true },
];
