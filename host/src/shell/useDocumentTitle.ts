import { useEffect } from 'react';
import { matchRoute, useRouter } from 'wouter';
import { remoteRoutes } from '../app/routes';

/**
 * Gives every route a sensible title at once; a remote page that knows better (a product's name)
 * sets its own after it loads.
 */
export function useDocumentTitle(location: string) {
  const { parser } = useRouter();
  useEffect(() => {
    const route = remoteRoutes.find(({ path }) => matchRoute(parser, path, location)[0]);
    document.title = route?.title ?? 'Page not found · Brass Aangan';
  }, [parser, location]);
}
