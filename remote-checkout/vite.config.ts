import { remoteViteConfig } from '../tooling/remote-vite-config.ts';

export default remoteViteConfig({
  name: 'checkout',
  exposes: {
    './CartPage': './src/pages/CartPage.tsx',
    './CheckoutPage': './src/pages/CheckoutPage.tsx',
    './parcel': './src/parcel.tsx',
  },
});
