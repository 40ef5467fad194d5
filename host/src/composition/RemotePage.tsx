import type { RemotePageProps } from '@brass/shared/remote-pages';
import type { RemoteName } from '@brass/shared/remote-routes';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '@brass/shared/router';
import { PageArrived } from '../shell/PageArrived';
import { PageSnapshot } from '../shell/PageSnapshot';
import { usePageSwap } from '../shell/page-swap';
import {
  loadedRemotePage,
  loadRemotePage,
  PREFETCH_WAIT_MS,
  reloadPage,
  resetRemote,
  takePreparedPage,
} from './federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { PageLoading } from './PageLoading';
import { forgetServerRenderedPage, serverRenderedPage } from './server-rendered-page';
import styles from './RemotePage.module.css';

interface RemotePageFrameProps extends RemotePageProps {
  remote: RemoteName;
  page: string;
}

/** Creating the lazy component per attempt is what lets Retry load the page again. */
function lazyPage(remote: RemoteName, page: string) {
  return lazy(() => loadRemotePage(remote, page));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The page at once when this tab already has its code and, on a move from another page, what its
 * first render reads (fetched ahead on the link, or needing nothing); else loaded lazily, so that the
 * page being left stays on screen until the page can render whole, or for a second at most.
 */
function firstAttempt(remote: RemoteName, page: string, params: RemotePageProps['params'], moving: boolean) {
  const loaded = loadedRemotePage(remote, page);
  if (!moving || (loaded && !loaded.prefetch)) return loaded?.default ?? lazyPage(remote, page);
  const prepared = takePreparedPage(remote, page, params);
  if (loaded && prepared.settledAt !== undefined) return loaded.default;
  return lazy(async () => {
    await Promise.race([prepared.done, pause(PREFETCH_WAIT_MS)]);
    return loadRemotePage(remote, page);
  });
}

/** Rendered with the client-rendered page, so it runs once that page has replaced the server-rendered one. */
function ForgetServerRenderedPage() {
  useEffect(forgetServerRenderedPage, []);
  return null;
}

/**
 * One routed page served by a remote (the route table gives each route its own instance): loaded on first visit of the route, and fenced by its own
 * error boundary so that a remote which is down, slow or broken costs only this page.
 */
export function RemotePage({ remote, page, ...pageProps }: RemotePageFrameProps) {
  const [attempt, setAttempt] = useState(0);
  const { leaving } = usePageSwap();
  const [Page, setPage] = useState(() => firstAttempt(remote, page, pageProps.params, leaving !== undefined));
  const { pathname: location } = useLocation();
  const serverRendered = attempt === 0 ? serverRenderedPage(location) : undefined;

  const retry = () => {
    if (!resetRemote(remote)) {
      reloadPage();
      return;
    }
    setAttempt((count) => count + 1);
    setPage(() => lazyPage(remote, page));
  };

  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense
        fallback={
          serverRendered ? (
            // The page as its remote rendered it on the server (its controls disabled), until the
            // client-rendered one replaces it.
            <div
              aria-busy="true"
              className={styles.serverRendered}
              dangerouslySetInnerHTML={{ __html: serverRendered }}
            />
          ) : leaving ? (
            // The page the shopper is leaving, as they last saw it, rather than a blank page meanwhile.
            <PageSnapshot page={leaving} />
          ) : (
            <PageLoading />
          )
        }
      >
        <Page {...pageProps} />
        <ForgetServerRenderedPage />
        <PageArrived />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
