import { remoteViteConfig } from '../tooling/remote-vite-config.ts';
import { routes } from './src/routes.ts';

// The back office is one page: its screens (/admin/staff, /admin/audit, …) are rendered inside it, so a
// new screen needs no new expose and no change to the route table. It has no parcel: no page outside
// the shop embeds the back office.
export default remoteViteConfig({
  name: 'admin',
  routes,
  exposes: {
    './AdminPage': './src/pages/AdminPage.tsx',
  },
});
