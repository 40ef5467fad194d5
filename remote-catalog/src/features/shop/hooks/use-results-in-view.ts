import { useEffect, useRef, type RefObject } from 'react';

const prefersStillness = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Once the shopper chooses another filter, search or order (`choice` changes), brings the results into
 * view when their top is not on screen: on a phone the controls fill the screen, and the list they
 * changed would otherwise stay out of sight below them. The first render and Load more (not part of
 * `choice`) scroll nothing.
 */
export function useResultsInView(results: RefObject<HTMLElement | null>, choice: string): void {
  const shown = useRef(choice);
  useEffect(() => {
    if (shown.current === choice) return;
    shown.current = choice;
    const section = results.current;
    if (!section) return;
    const { top } = section.getBoundingClientRect();
    if (top >= 0 && top < window.innerHeight / 2) return;
    section.scrollIntoView({ block: 'start', behavior: prefersStillness() ? 'auto' : 'smooth' });
  }, [results, choice]);
}
