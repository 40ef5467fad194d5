import '@brass/shared/theme.css';
import { loadRuntimeConfig } from '@brass/shared/runtime-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@brass/shared/router';
import CartPage from '../pages/CartPage';
import CheckoutPage from '../pages/CheckoutPage';

/** The checkout team's own page: the remote's routes without the host, for development. */
await loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/cart" element={<CartPage params={{}} />} />
        <Route path="/checkout" element={<CheckoutPage params={{}} />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
