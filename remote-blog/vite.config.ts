import { remoteViteConfig } from '../tooling/remote-vite-config.ts';

export default remoteViteConfig({
  name: 'blog',
  exposes: {
    './BlogListPage': './src/pages/BlogListPage.tsx',
    './BlogPostPage': './src/pages/BlogPostPage.tsx',
    './AboutPage': './src/pages/AboutPage.tsx',
    './ContactPage': './src/pages/ContactPage.tsx',
    './PolicyPage': './src/pages/PolicyPage.tsx',
    './parcel': './src/parcel.tsx',
  },
});
