import type { OwnRoute } from '@brass/shared/remote-routes';

/** The blog's pages, published with each release; the host builds its route table from them. */
export const routes: OwnRoute[] = [
  { path: '/blogs', page: 'BlogListPage', title: 'Blog · Brass Aangan', serverRendered: true },
  { path: '/blogs/:id', page: 'BlogPostPage', title: 'Blog · Brass Aangan', serverRendered: true },
  { path: '/about', page: 'AboutPage', title: 'Our Story · Brass Aangan', serverRendered: true },
  { path: '/contactus', page: 'ContactPage', title: 'Contact us · Brass Aangan', serverRendered: true },
  // Terms, FAQ, shipping, returns and refunds, privacy: the footer links each one.
  {
    path: '/policies/:slug',
    page: 'PolicyPage',
    title: 'Shop policies · Brass Aangan',
    serverRendered: true,
  },
];
