import '@brass/shared/theme.css';
import { loadRuntimeConfig } from '@brass/shared/runtime-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Switch } from 'wouter';
import HomePage from '../pages/HomePage';
import ProductPage from '../pages/ProductPage';
import ShopPage from '../pages/ShopPage';

/** The catalog team's own page: the remote's routes without the host, for development. */
await loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Switch>
      <Route path="/">{() => <HomePage params={{}} />}</Route>
      <Route path="/products">{() => <ShopPage params={{}} />}</Route>
      <Route path="/shop">{() => <ShopPage params={{}} />}</Route>
      <Route path="/product/:id">{(params) => <ProductPage params={params} />}</Route>
    </Switch>
  </StrictMode>,
);
