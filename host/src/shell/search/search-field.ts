import { useLayoutEffect, useState } from 'react';

/** The header's search box keeps one id in every form it takes: the label and the page's own code find it by it. */
export const SEARCH_INPUT_ID = 'shop-search';
export const SEARCH_LABEL_ID = 'shop-search-label';
export const SEARCH_PLACEHOLDER = 'Search idols, lamps, bells…';

/**
 * What was typed into a search box prerendered at build time, read while that box is still on screen:
 * the client-rendered page replaces it, and must not drop the words or the focus.
 */
export function typedBeforeStart(id: string): { words: string; focused: boolean } {
  // Prerendered at build time too, where no page is on screen.
  const input =
    typeof document === 'undefined' ? null : (document.getElementById(id) as HTMLInputElement | null);
  return input
    ? { words: input.value, focused: document.activeElement === input }
    : { words: '', focused: false };
}

/**
 * Moves the focus into a box that replaced the one the shopper was typing in, the caret after their
 * words, so the swap goes unnoticed. Read once, when the box appears; in the same task as the swap,
 * so no key pressed in between lands on the page instead.
 */
export function useFocusOnArrival(hadFocus: boolean, id = SEARCH_INPUT_ID): void {
  const [focusNow] = useState(hadFocus);
  useLayoutEffect(() => {
    const box = document.getElementById(id) as HTMLInputElement | null;
    if (!focusNow || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [focusNow, id]);
}
