import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';

interface PageMeta {
  /** Left to the host's route title until known (a post's title arrives with the post). */
  title?: string;
  description?: string;
}

const ServerPageMeta = createContext<((meta: PageMeta) => void) | undefined>(undefined);

/**
 * On the server: takes the title and description the page being rendered names (effects never run
 * there), so the first response's head carries them rather than the route's generic title.
 */
export function ServerPageMetaProvider({
  onMeta,
  children,
}: {
  onMeta: (meta: PageMeta) => void;
  children?: ReactNode;
}) {
  return createElement(ServerPageMeta.Provider, { value: onMeta }, children);
}

function descriptionElement(): { element: HTMLMetaElement; created: boolean } {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return { element: existing, created: false };
  const element = document.createElement('meta');
  element.name = 'description';
  document.head.append(element);
  return { element, created: true };
}

/**
 * The document title and meta description of a page, for search results and shared links; any remote's
 * page may set them. The description is given back when the page
 * goes, so the next page (of any remote) does not inherit it; the title is not, as the host sets
 * each route's title itself when the route changes.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useContext(ServerPageMeta)?.({ title, description });

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const { element, created } = descriptionElement();
    const previous = element.content;
    element.content = description;
    return () => {
      if (created) element.remove();
      else element.content = previous;
    };
  }, [description]);
}
