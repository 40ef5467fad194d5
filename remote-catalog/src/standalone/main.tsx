import '@brass/shared/theme.css';
import { loadRuntimeConfig } from '@brass/shared/runtime-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useParams } from '@brass/shared/router';
import HomePage from '../pages/HomePage';
import ProductPage from '../pages/ProductPage';
import ShopPage from '../pages/ShopPage';
import WishlistPage from '../pages/WishlistPage';

function RoutedProductPage() {
  return <ProductPage params={useParams()} />;
}

/** The catalog team's own page: the remote's routes without the host, for development. */
await loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/" element={<HomePage params={{}} />} />
        <Route path="/products" element={<ShopPage params={{}} />} />
        <Route path="/shop" element={<ShopPage params={{}} />} />
        <Route path="/product/:id" element={<RoutedProductPage />} />
        <Route path="/wishlist" element={<WishlistPage params={{}} />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
