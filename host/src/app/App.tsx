import { useCallback, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { RemotePage } from '../composition/RemotePage';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { MobileMenu } from '../shell/MobileMenu';
import { NotFoundPage } from '../shell/NotFoundPage';
import { PageTransition } from '../shell/PageTransition';
import { PromiseStrip } from '../shell/PromiseStrip';
import { Toasts } from '../shell/Toasts';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useSessionCheck } from '../shell/useSessionCheck';
import { shopRoutes } from './route-table';
import styles from './App.module.css';

export function App() {
  const [location] = useLocation();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [menuLocation, setMenuLocation] = useState(location);
  const closeMobileMenu = useCallback(() => setMobileMenuOpen(false), []);
  const routes = shopRoutes();
  useDocumentTitle(location, routes);
  useSessionCheck();

  // Navigating from the slide-in menu (or anywhere) closes it.
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMobileMenuOpen(false);
  }

  return (
    <div data-boundary="shell" className={styles.app}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header mobileMenuOpen={mobileMenuOpen} onToggleMobileMenu={() => setMobileMenuOpen((open) => !open)} />
      <MobileMenu open={mobileMenuOpen} onClose={closeMobileMenu} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <PageTransition pageKey={location}>
          <Switch location={location}>
            {routes.map((route) => (
              <Route key={route.path} path={route.path}>
                {(params) => (
                  <RemotePage
                    remote={route.remote}
                    page={route.page}
                    params={params}
                    mobileMenuOpen={route.page === 'HomePage' ? mobileMenuOpen : undefined}
                  />
                )}
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </PageTransition>
      </main>
      <Footer />
      <PromiseStrip />
      <Toasts />
    </div>
  );
}
