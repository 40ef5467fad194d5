import { useCallback, useState } from 'react';
import { matchRoutes, useLocation } from '@brass/shared/router';
import { RemotePage } from '../composition/RemotePage';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { MobileMenu } from '../shell/MobileMenu';
import { backOfficeLink, isActiveLink } from '../shell/navigation';
import { NotFoundPage } from '../shell/NotFoundPage';
import { PageArrived } from '../shell/PageArrived';
import { PageTransition } from '../shell/PageTransition';
import { PromiseStrip } from '../shell/PromiseStrip';
import { Toasts } from '../shell/Toasts';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useSessionCheck } from '../shell/useSessionCheck';
import { usePrefetchOnIntent } from '../composition/usePrefetchOnIntent';
import { shopRoutes } from './route-table';
import styles from './App.module.css';

export function App() {
  const location = useLocation();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [menuLocation, setMenuLocation] = useState(location.pathname);
  const closeMobileMenu = useCallback(() => setMobileMenuOpen(false), []);
  const routes = shopRoutes();
  // Matched here rather than by <Routes location>: the page being left is unmounted at once (a still
  // copy of it stays on screen), so no page ever reads an address that is no longer the shopper's.
  const match = matchRoutes(routes, location)?.[0];
  usePrefetchOnIntent(routes);
  useDocumentTitle(match?.route.title, location.pathname);
  const runsShop = useSessionCheck();

  // The back office is a workplace with its own navigation and its way back to the shop: no shop
  // header, search, cart or footer around it.
  const backOfficePage = isActiveLink(backOfficeLink.href, location.pathname);

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
      {!backOfficePage && (
        <>
          <Header
            mobileMenuOpen={mobileMenuOpen}
            onToggleMobileMenu={() => setMobileMenuOpen((open) => !open)}
            backOffice={runsShop}
          />
          <MobileMenu open={mobileMenuOpen} onClose={closeMobileMenu} backOffice={runsShop} />
        </>
      )}
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
            <>
              <NotFoundPage />
              <PageArrived />
            </>
          )}
        </PageTransition>
      </main>
      {!backOfficePage && (
        <>
          <Footer />
          <PromiseStrip />
        </>
      )}
      <Toasts />
    </div>
  );
}
