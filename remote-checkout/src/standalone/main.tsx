import '@brass/shared/theme.css';
import { loadRuntimeConfig } from '@brass/shared/runtime-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Switch } from 'wouter';
import CartPage from '../pages/CartPage';
import CheckoutPage from '../pages/CheckoutPage';

/** The checkout team's own page: the remote's routes without the host, for development. */
await loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Switch>
      <Route path="/cart">{(params) => <CartPage params={params} />}</Route>
      <Route path="/checkout">{(params) => <CheckoutPage params={params} />}</Route>
    </Switch>
  </StrictMode>,
);
