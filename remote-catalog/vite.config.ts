import { remoteViteConfig } from '../tooling/remote-vite-config.ts';
import { routes } from './src/routes.ts';

export default remoteViteConfig({
  name: 'catalog',
  routes,
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './ShopPage': './src/pages/ShopPage.tsx',
    './ProductPage': './src/pages/ProductPage.tsx',
    './WishlistPage': './src/pages/WishlistPage.tsx',
    './parcel': './src/parcel.tsx',
  },
});
