/**
 * The header's search box as the build draws it, with the shopper's words in it and the focus on it,
 * as when they start typing before the scripts have run; returns the root React is to draw over.
 */
export function searchBoxDrawnWith(words: string): { root: HTMLElement; drawn: HTMLInputElement } {
  const root = document.createElement('div');
  const drawn = document.createElement('input');
  drawn.id = 'shop-search';
  drawn.value = words;
  root.append(drawn);
  document.body.append(root);
  drawn.focus();
  return { root, drawn };
}
