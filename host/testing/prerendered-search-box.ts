/**
 * The header's search box as the build prerenders it, with the shopper's words in it and the focus on
 * it, as when they start typing before the scripts have run; returns the root React is to render into.
 */
export function prerenderedSearchBoxWith(words: string): {
  root: HTMLElement;
  prerendered: HTMLInputElement;
} {
  const root = document.createElement('div');
  const prerendered = document.createElement('input');
  prerendered.id = 'shop-search';
  prerendered.value = words;
  root.append(prerendered);
  document.body.append(root);
  prerendered.focus();
  return { root, prerendered };
}
