import { useEffect } from 'react';

/**
 * Title and meta description of the page, for search results and shared links. The description
 * goes back to the host's default when the page leaves, since other pages may not set their own.
 */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
