import { remoteViteConfig } from '../tooling/remote-vite-config.ts';

export default remoteViteConfig({
  name: 'catalog',
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './ShopPage': './src/pages/ShopPage.tsx',
    './ProductPage': './src/pages/ProductPage.tsx',
    './parcel': './src/parcel.tsx',
  },
});
