import { remoteViteConfig } from '../tooling/remote-vite-config.ts';
import { routes } from './src/routes.ts';

export default remoteViteConfig({
  name: 'checkout',
  routes,
  exposes: {
    './CartPage': './src/pages/CartPage.tsx',
    './CheckoutPage': './src/pages/CheckoutPage.tsx',
    './parcel': './src/parcel.tsx',
  },
});
