import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';

/** The image a shared link shows; its address is made absolute against the page's on the server. */
export interface PageImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

/**
 * What a link to the page shows where it is shared (Open Graph), beyond its title and description:
 * a product with its price and stock, or an article. Other pages are the shop's website and show its
 * own image (the host's server says so).
 */
export type PageShare =
  | { type: 'product'; image?: PageImage; price: number; inStock: boolean }
  | { type: 'article'; image?: PageImage };

export interface PageMeta {
  /** Left to the host's route title until known (a post's title arrives with the post). */
  title?: string;
  description?: string;
  /**
   * The path and query search engines should list the page under, when its address may carry more
   * (filters, an order); by default the host's server takes the path alone.
   */
  canonical?: string;
  /** Read by crawlers from the server-rendered page alone: the browser's document never shows it. */
  share?: PageShare;
}

const ServerPageMeta = createContext<((meta: PageMeta) => void) | undefined>(undefined);

/**
 * On the server: takes the title, description, canonical address and share tags the page being
 * rendered names (effects never run there), so the first response's head carries them rather than
 * the route's generic title.
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
export function usePageMeta(meta: PageMeta): void {
  const { title, description } = meta;
  useContext(ServerPageMeta)?.(meta);

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
