import type { OwnRoute } from '@brass/shared/remote-routes';

/**
 * The back office's one route, published with each release: `/admin` and every screen under it
 * (`/admin/staff`, `/admin/audit`, …) are rendered by AdminPage, which reads the screen from the splat.
 * Never rendered on the server: nothing here is for search engines.
 */
export const routes: OwnRoute[] = [
  { path: '/admin/*', page: 'AdminPage', title: 'Back office · Brass Aangan', serverRendered: false },
];
