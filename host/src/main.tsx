import '@brass/shared/theme.css';
import './styles/shell.css';
import { loadRuntimeConfig } from '@brass/shared/runtime-config';
import { StrictMode } from 'react';
import { BrowserRouter } from '@brass/shared/router';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startClientErrorReports } from './composition/client-error-reports';
import { registerShopRemotes } from './composition/federation';
import { captureServerRenderedPage } from './composition/server-rendered-page';

captureServerRenderedPage();
const root = createRoot(document.getElementById('root')!);

try {
  const config = await loadRuntimeConfig();
  startClientErrorReports(config);
  registerShopRemotes(config);
  root.render(
    <StrictMode>
      {/* A navigation renders together with the store changes made beside it (Logout, then home):
          as a transition, the page being left would first see the shopper signed out at its own
          address, and send them to /login. */}
      <BrowserRouter useTransitions={false}>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
} catch (error) {
  console.error('[shell] could not start', error);
  root.render(
    <p role="alert" className="startup-error">
      The shop could not start. Please check your connection and reload the page.
    </p>,
  );
}
