import type { RemoteName } from '@brass/shared/runtime-config';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The module the remote exposes, e.g. `HomePage` for `catalog/HomePage`. */
  page: string;
  /** The document title while the remote page has not set its own. */
  title: string;
}

/** The route table: which remote owns which page. */
export const remoteRoutes: RemoteRoute[] = [
  {
    path: '/',
    remote: 'catalog',
    page: 'HomePage',
    title: 'Brass Aangan · Handcrafted brass idols, lamps and decor',
  },
  { path: '/products', remote: 'catalog', page: 'ShopPage', title: 'Shop all · Brass Aangan' },
  { path: '/shop', remote: 'catalog', page: 'ShopPage', title: 'Shop all · Brass Aangan' },
  { path: '/product/:id', remote: 'catalog', page: 'ProductPage', title: 'Product · Brass Aangan' },
  { path: '/cart', remote: 'checkout', page: 'CartPage', title: 'My Cart · Brass Aangan' },
  { path: '/checkout', remote: 'checkout', page: 'CheckoutPage', title: 'Checkout · Brass Aangan' },
  { path: '/login', remote: 'account', page: 'LoginPage', title: 'Sign in · Brass Aangan' },
  { path: '/register', remote: 'account', page: 'RegisterPage', title: 'Create account · Brass Aangan' },
  { path: '/orders', remote: 'account', page: 'OrdersPage', title: 'My Orders · Brass Aangan' },
  {
    path: '/confirm-email',
    remote: 'account',
    page: 'ConfirmEmailPage',
    title: 'Confirm your email · Brass Aangan',
  },
  { path: '/blogs', remote: 'blog', page: 'BlogListPage', title: 'Blog · Brass Aangan' },
  { path: '/blogs/:id', remote: 'blog', page: 'BlogPostPage', title: 'Blog · Brass Aangan' },
  { path: '/about', remote: 'blog', page: 'AboutPage', title: 'Our Story · Brass Aangan' },
  { path: '/contactus', remote: 'blog', page: 'ContactPage', title: 'Contact us · Brass Aangan' },
];
