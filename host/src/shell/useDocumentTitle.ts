import type { RemoteRoute } from '@brass/shared/remote-routes';
import { useEffect } from 'react';
import { matchRoute, useRouter } from 'wouter';

/**
 * Gives every route the title its remote declares at once; a remote page that knows better (a
 * product's name) sets its own after it loads.
 */
export function useDocumentTitle(location: string, routes: RemoteRoute[]) {
  const { parser } = useRouter();
  useEffect(() => {
    const route = routes.find(({ path }) => matchRoute(parser, path, location)[0]);
    document.title = route?.title ?? 'Page not found · Brass Aangan';
  }, [parser, location, routes]);
}
