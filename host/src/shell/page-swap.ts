import { createContext, useContext } from 'react';

/** What the shell tells the page it is bringing in. */
export interface PageSwap {
  /** A still copy of the page being left, to show until this one can render; none on the first page. */
  leaving?: HTMLElement;
  /** Said once the page has rendered (its code loaded), so that it takes the copy's place and fades in. */
  arrived: () => void;
}

export const PageSwapContext = createContext<PageSwap>({ arrived: () => undefined });

export function usePageSwap(): PageSwap {
  return useContext(PageSwapContext);
}

/**
 * A still copy of the page in `frame` as it looks now, typed fields, choices and images included
 * (cloning keeps them). Without ids, scripts (its structured data) or the remote's boundary mark, so
 * that nothing in the copy is found in place of the page coming in.
 */
export function pageSnapshot(frame: HTMLElement): HTMLElement {
  const copy = frame.cloneNode(true) as HTMLElement;
  copy.removeAttribute('id');
  copy.removeAttribute('data-page');
  copy.removeAttribute('aria-busy');
  for (const script of copy.querySelectorAll('script')) script.remove();
  for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id');
  for (const element of copy.querySelectorAll('[data-boundary]')) element.removeAttribute('data-boundary');
  return copy;
}
