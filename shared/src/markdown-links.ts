/** A product's page on the shop: `/product/<id>`, with or without a chosen variant or an anchor. */
const PRODUCT_PATH = /^\/product\/([^/?#]+)\/?(?:[?#].*)?$/;

/** The link destinations of a Markdown text: `[words](address)`, `<address>` and bare web addresses. */
const LINK_TARGETS = /\]\(\s*<?([^\s)>]+)|<(https?:\/\/[^\s>]+)>|(?<![(<])\b(https?:\/\/[^\s)<>\]]+)/g;

/** At most this many product cards in one text: each is one call to the catalogue. */
export const MAX_LINKED_PRODUCTS = 6;

/**
 * The id of the shop's product an address names, or undefined: a path on the shop (`/product/<id>`)
 * or the same address absolute on the shop's own origin; another site's `/product/` is not ours.
 */
export function linkedProductId(href: string, shopOrigin: string | undefined): string | undefined {
  let path = href;
  if (!href.startsWith('/') || href.startsWith('//')) {
    if (!shopOrigin || !URL.canParse(href)) return undefined;
    const url = new URL(href);
    if (url.origin !== shopOrigin) return undefined;
    path = url.pathname;
  }
  const id = PRODUCT_PATH.exec(path)?.[1];
  if (id === undefined) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return undefined;
  }
}

/** The ids of the shop's products a Markdown text links to, each once, in the order first linked. */
export function linkedProductIds(text: string, shopOrigin: string | undefined): string[] {
  const ids = new Set<string>();
  for (const match of text.matchAll(LINK_TARGETS)) {
    // A bare address ends before the punctuation of its sentence.
    const bare = match[3]?.replace(/[.,;:!?]+$/, '');
    const id = linkedProductId(match[1] ?? match[2] ?? bare ?? '', shopOrigin);
    if (id !== undefined) ids.add(id);
    if (ids.size === MAX_LINKED_PRODUCTS) break;
  }
  return [...ids];
}
