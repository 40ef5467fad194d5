import '@brass/shared/theme.css';
import { loadRuntimeConfig } from '@brass/shared/runtime-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useParams } from '@brass/shared/router';
import AdminPage from '../pages/AdminPage';

function RoutedAdminPage() {
  return <AdminPage params={useParams()} />;
}

/** The back office team's own page: the remote's route without the host, for development. */
await loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/admin/*" element={<RoutedAdminPage />} />
        <Route
          path="*"
          element={
            <p>
              The back office is at <Link to="/admin">/admin</Link>.
            </p>
          }
        />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
