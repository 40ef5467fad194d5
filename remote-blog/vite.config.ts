import { remoteViteConfig } from '../tooling/remote-vite-config.ts';
import { routes } from './src/routes.ts';

export default remoteViteConfig({
  name: 'blog',
  routes,
  exposes: {
    './BlogListPage': './src/pages/BlogListPage.tsx',
    './BlogPostPage': './src/pages/BlogPostPage.tsx',
    './AboutPage': './src/pages/AboutPage.tsx',
    './ContactPage': './src/pages/ContactPage.tsx',
    './PolicyPage': './src/pages/PolicyPage.tsx',
    './parcel': './src/parcel.tsx',
  },
});
