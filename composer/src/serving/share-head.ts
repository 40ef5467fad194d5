import { BRAND_NAME } from '@brass/shared/constants';

/**
 * The shop's own share image, for the pages that name none (rendered by the API's seed script): wider
 * than tall, as link previews and large Twitter cards crop to about 1.91:1.
 */
export const SHOP_SHARE_IMAGE = {
  path: '/images/share.jpg',
  width: 1200,
  height: 630,
  alt: `${BRAND_NAME}: handcrafted brass idols, lamps and decor`,
};

const HEAD_TAG = /<title>[^<]*<\/title>|<meta\s[^>]*>|<link\s[^>]*>/g;
const ATTRIBUTE = /([a-z:-]+)="([^"]*)"/g;

/** A tag's attributes, their values as written (still escaped). */
function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!]));
}

/** What makes a tag one of a kind in a head: the title, a named meta, a property, the canonical link. */
function keyOf(tag: string): string | undefined {
  if (tag.startsWith('<title>')) return 'title';
  const attributes = attributesOf(tag);
  if (tag.startsWith('<link')) return attributes.get('rel') === 'canonical' ? 'canonical' : undefined;
  const name = attributes.get('property') ?? attributes.get('name');
  return name && attributes.has('content') ? name : undefined;
}

const meta = (property: string, content: string) => `<meta property="${property}" content="${content}"/>`;
const named = (name: string, content: string) => `<meta name="${name}" content="${content}"/>`;
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PageHead {
  /** The tags that name the page, each once: title, description, canonical, Open Graph and Twitter. */
  naming: string;
  /** The others the page asked for (its images' preloads), in its order. */
  rest: string;
}

/**
 * The head that names a page to search engines and to the crawlers of the apps a link is shared in
 * (WhatsApp, Facebook, X), which read the server's HTML alone and take no relative address. `tags`:
 * the route's title and the shop's description, then what the page's remote named, which stands for
 * either; the canonical address is the page's path on the shop's origin unless the page names one.
 * Open Graph and Twitter repeat the title, description and canonical address, and show the page's
 * image or the shop's, so every tag is there exactly once.
 */
export function pageHead(tags: string, { url, apiBase }: { url: string; apiBase: string }): PageHead {
  const own = new Map<string, string>();
  let rest = '';
  for (const [tag] of tags.matchAll(HEAD_TAG)) {
    const key = keyOf(tag);
    if (key) own.set(key, tag);
    else rest += tag;
  }
  const content = (key: string) => (own.has(key) ? attributesOf(own.get(key)!).get('content') : undefined);
  const address = new URL(url);
  const canonical =
    attributesOf(own.get('canonical') ?? '').get('href') ??
    escapeAttribute(address.origin + address.pathname);
  // Text in a title is escaped but for its quotes, which an attribute needs escaped too.
  const titleText = own.get('title')?.slice('<title>'.length, -'</title>'.length) ?? BRAND_NAME;
  const title = titleText.replace(/"/g, '&quot;');
  const description = content('description') ?? '';
  const ownImage = content('og:image');
  const image = ownImage ?? escapeAttribute(new URL(SHOP_SHARE_IMAGE.path, apiBase).href);
  const imageAlt = ownImage ? (content('og:image:alt') ?? title) : escapeAttribute(SHOP_SHARE_IMAGE.alt);
  const imageSize = ownImage
    ? (['og:image:width', 'og:image:height'] as const).map((key) => own.get(key) ?? '').join('')
    : meta('og:image:width', String(SHOP_SHARE_IMAGE.width)) +
      meta('og:image:height', String(SHOP_SHARE_IMAGE.height));
  const written = new Set([
    'title',
    'description',
    'canonical',
    'og:type',
    'og:image',
    'og:image:width',
    'og:image:height',
    'og:image:alt',
  ]);
  const others = [...own].filter(([key]) => !written.has(key)).map(([, tag]) => tag);
  return {
    naming:
      `<title>${titleText}</title>` +
      named('description', description) +
      `<link rel="canonical" href="${canonical}"/>` +
      meta('og:site_name', BRAND_NAME) +
      meta('og:locale', 'en_IN') +
      meta('og:type', content('og:type') ?? 'website') +
      meta('og:title', title) +
      meta('og:description', description) +
      meta('og:url', canonical) +
      meta('og:image', image) +
      imageSize +
      meta('og:image:alt', imageAlt) +
      others.join('') +
      named('twitter:card', 'summary_large_image') +
      named('twitter:title', title) +
      named('twitter:description', description) +
      named('twitter:image', image) +
      named('twitter:image:alt', imageAlt),
    rest,
  };
}
