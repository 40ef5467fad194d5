import { remoteViteConfig } from '../tooling/remote-vite-config.ts';
import { routes } from './src/routes.ts';

export default remoteViteConfig({
  name: 'account',
  routes,
  exposes: {
    './LoginPage': './src/pages/LoginPage.tsx',
    './RegisterPage': './src/pages/RegisterPage.tsx',
    './OrdersPage': './src/pages/OrdersPage.tsx',
    './OrderPage': './src/pages/OrderPage.tsx',
    './ConfirmEmailPage': './src/pages/ConfirmEmailPage.tsx',
    './ForgotPasswordPage': './src/pages/ForgotPasswordPage.tsx',
    './ResetPasswordPage': './src/pages/ResetPasswordPage.tsx',
    './parcel': './src/parcel.tsx',
  },
});
