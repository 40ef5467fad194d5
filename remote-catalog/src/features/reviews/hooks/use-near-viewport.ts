import { useEffect, useState, type RefObject } from 'react';

/** How far below the fold the section's code starts loading once the shopper scrolls, so it is there when they arrive. */
const AHEAD = '600px';

/** Whether the shopper has scrolled this page yet: until then only what is on screen is needed. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const moved = () => setScrolled(true);
    window.addEventListener('scroll', moved, { once: true, passive: true });
    return () => window.removeEventListener('scroll', moved);
  }, [scrolled]);
  return scrolled;
}

/**
 * False until the element is on screen, or within `AHEAD` of it once the shopper scrolls, then true for
 * good: a section below the fold costs a first visit nothing. False on the server and in the browser's
 * first render alike, so the page takes over the server's markup unchanged.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  const scrolled = useScrolled();
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // Without an observer to ask, right after the page takes over.
    if (typeof IntersectionObserver === 'undefined') {
      const after = setTimeout(() => setNear(true));
      return () => clearTimeout(after);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${scrolled ? AHEAD : '0px'} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, scrolled]);
  return near;
}
