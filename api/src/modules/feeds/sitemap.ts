/**
 * The shop's sitemap, as the sitemaps.org protocol 0.9 writes it, with Google's image extension: every
 * page a search engine should know of, when it last changed, and the photos it shows.
 */
import { xmlText, w3cDatetime } from './xml.js';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NAMESPACE = 'http://www.google.com/schemas/sitemap-image/1.1';
/** The most addresses one sitemap may name; past it the sitemap is an index of several. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapEntry {
  /** The page's absolute address. */
  loc: string;
  /** When what the page shows last changed; left out where the data does not say. */
  lastmod?: Date | undefined;
  /** The absolute addresses of the photos the page shows. */
  images?: string[];
}

function urlOf({ loc, lastmod, images = [] }: SitemapEntry): string {
  const parts = [`<loc>${xmlText(loc)}</loc>`];
  if (lastmod) parts.push(`<lastmod>${w3cDatetime(lastmod)}</lastmod>`);
  for (const image of images)
    parts.push(`<image:image><image:loc>${xmlText(image)}</image:loc></image:image>`);
  return `<url>${parts.join('')}</url>`;
}

/** A `<urlset>` of the pages; at most SITEMAP_MAX_URLS of them. */
export function urlsetOf(entries: readonly SitemapEntry[]): string {
  return (
    XML_DECLARATION +
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:image="${IMAGE_NAMESPACE}">\n` +
    entries.map((entry) => `${urlOf(entry)}\n`).join('') +
    '</urlset>\n'
  );
}

/** A `<sitemapindex>` naming the sitemaps the pages are split into. */
export function sitemapIndexOf(sitemaps: readonly { loc: string; lastmod?: Date | undefined }[]): string {
  const sitemapOf = ({ loc, lastmod }: { loc: string; lastmod?: Date | undefined }) =>
    `<sitemap><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : ''}</sitemap>\n`;
  return (
    XML_DECLARATION +
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n` +
    sitemaps.map(sitemapOf).join('') +
    '</sitemapindex>\n'
  );
}

/** The latest of the dates given, or undefined when none is. */
export function latest(dates: Iterable<Date | undefined>): Date | undefined {
  let newest: Date | undefined;
  for (const date of dates) if (date && (!newest || date > newest)) newest = date;
  return newest;
}
