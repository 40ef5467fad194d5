import type { RemoteRoute } from '@brass/shared/remote-routes';
import { matchRoutes } from '@brass/shared/router';
import { useEffect } from 'react';
import { prepareFadeIn } from '../shell/fade-in';
import { prepareRemotePage } from './federation';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Loads the code of a shop page, what its first render reads and the fade it comes in with, as soon as the shopper points at,
 * focuses or touches a link to it, usually a few hundred milliseconds before the click: the page then
 * renders whole in the click's frame. Only on intent, never on idle: a first visit fetches no other
 * page's code, which would count against its JavaScript budget and compete with its own images.
 */
export function usePrefetchOnIntent(routes: RemoteRoute[]): void {
  useEffect(() => {
    const warm = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const match = matchRoutes(routes, link.pathname)?.[0];
      if (match) prepareRemotePage(match.route.remote, match.route.page, match.params);
      // The next page fades in: a failure to fetch the fade's code shows it whole instead.
      prepareFadeIn().catch(() => undefined);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, warm, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, warm);
    };
  }, [routes]);
}
