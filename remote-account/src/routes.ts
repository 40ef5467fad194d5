import type { OwnRoute } from '@brass/shared/remote-routes';

/** The account's pages, published with each release; the host builds its route table from them. */
export const routes: OwnRoute[] = [
  { path: '/login', page: 'LoginPage', title: 'Sign in · Brass Aangan', serverRendered: true },
  { path: '/register', page: 'RegisterPage', title: 'Create account · Brass Aangan', serverRendered: true },
  { path: '/orders', page: 'OrdersPage', title: 'My Orders · Brass Aangan', serverRendered: true },
  {
    path: '/orders/:orderNumber',
    page: 'OrderPage',
    title: 'Your order · Brass Aangan',
    serverRendered: false,
  },
  {
    path: '/confirm-email',
    page: 'ConfirmEmailPage',
    title: 'Confirm your email · Brass Aangan',
    serverRendered: false,
  },
  {
    path: '/forgot-password',
    page: 'ForgotPasswordPage',
    title: 'Forgot your password? · Brass Aangan',
    serverRendered: false,
  },
  {
    path: '/reset-password',
    page: 'ResetPasswordPage',
    title: 'Set a new password · Brass Aangan',
    serverRendered: false,
  },
];
