import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from '@brass/shared/server-router';
import { Header } from '../shell/Header';
import styles from '../app/App.module.css';

/**
 * The shell as it looks before any script runs, written into index.html at build time: the shopper
 * sees the shop's header at once instead of a blank page while the scripts download. React replaces
 * it on start. The cart and account links are left out, since the page does not know the shopper yet.
 */
function ShellSkeleton() {
  return (
    // A path no link points at: the page's own section is marked once the shell starts.
    <StaticRouter location="/loading">
      <div data-boundary="shell" className={styles.app}>
        <Header mobileMenuOpen={false} onToggleMobileMenu={() => undefined} prerendered />
        <main id="main" className={styles.main} />
      </div>
    </StaticRouter>
  );
}

export function renderShellSkeleton(): string {
  return renderToStaticMarkup(<ShellSkeleton />);
}
