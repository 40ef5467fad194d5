import { useEffect } from 'react';

/**
 * Gives every page the title its route declares at once; a remote page that knows better (a
 * product's name) sets its own after it loads. No route: the not-found page's title.
 */
export function useDocumentTitle(routeTitle: string | undefined, location: string) {
  useEffect(() => {
    document.title = routeTitle ?? 'Page not found · Brass Aangan';
  }, [routeTitle, location]);
}
