import '@brass/shared/theme.css';
import { loadRuntimeConfig } from '@brass/shared/runtime-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Switch } from 'wouter';
import LoginPage from '../pages/LoginPage';
import RegisterPage from '../pages/RegisterPage';
import OrdersPage from '../pages/OrdersPage';
import ConfirmEmailPage from '../pages/ConfirmEmailPage';

/** The account team's own page: the remote's routes without the host, for development. */
await loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Switch>
      <Route path="/login" component={LoginPage} />
      <Route path="/register" component={RegisterPage} />
      <Route path="/orders" component={OrdersPage} />
      <Route path="/confirm-email" component={ConfirmEmailPage} />
    </Switch>
  </StrictMode>,
);
