import { useCallback, useState } from 'react';
import { matchRoutes, useLocation } from '@brass/shared/router';
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
  const location = useLocation();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [menuLocation, setMenuLocation] = useState(location.pathname);
  const closeMobileMenu = useCallback(() => setMobileMenuOpen(false), []);
  const routes = shopRoutes();
  // Matched here rather than by <Routes location>: that would also hand the page fading out its old
  // address through the router's hooks, and a page that guards its address (My Orders sends a
  // signed-out visitor to /login) would act on it after Logout had already gone home. The page
  // fading out keeps the element it was drawn with; its hooks read where the shopper is now.
  const match = matchRoutes(routes, location)?.[0];
  useDocumentTitle(match?.route.title, location.pathname);
  const runsShop = useSessionCheck();

  // Navigating from the slide-in menu (or anywhere) closes it.
  if (menuLocation !== location.pathname) {
    setMenuLocation(location.pathname);
    setMobileMenuOpen(false);
  }

  return (
    <div data-boundary="shell" className={styles.app}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header
        mobileMenuOpen={mobileMenuOpen}
        onToggleMobileMenu={() => setMobileMenuOpen((open) => !open)}
        backOffice={runsShop}
      />
      <MobileMenu open={mobileMenuOpen} onClose={closeMobileMenu} backOffice={runsShop} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <PageTransition pageKey={location.pathname}>
          {match ? (
            // Another route is another remote page: a fresh instance, never the last route's.
            <RemotePage
              key={match.route.path}
              remote={match.route.remote}
              page={match.route.page}
              params={match.params}
              mobileMenuOpen={match.route.page === 'HomePage' ? mobileMenuOpen : undefined}
            />
          ) : (
            <NotFoundPage />
          )}
        </PageTransition>
      </main>
      <Footer />
      <PromiseStrip />
      <Toasts />
    </div>
  );
}
