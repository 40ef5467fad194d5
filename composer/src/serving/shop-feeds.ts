import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '../observability/request-id.ts';
import { browserHasPage, finishedPage, pageEncoding } from './page-bytes.ts';
import { PageCache, type CachedPage } from './page-cache.ts';
import { CACHE_TAG_HEADER, cacheTagsOf } from './server-rendered-page.ts';

/**
 * The documents for search engines and Google Merchant Center that the shop's origin serves, each
 * made by the API (which owns the data) at its address beside it.
 */
export const SHOP_FEEDS = {
  '/sitemap.xml': '/api/feeds/sitemap.xml',
  '/feeds/products.xml': '/api/feeds/products.xml',
} as const;
export type ShopFeedPath = keyof typeof SHOP_FEEDS;

/**
 * The shop's addresses no crawler needs: the back office, a shopper's cart, checkout, orders, wishlist
 * and account pages (the links of mails that confirm an address or reset a password among them), and the
 * API, whose answers the pages already carry. Each is a prefix: `/orders` covers `/orders/BA-1042`.
 */
export const NOT_CRAWLED = [
  '/admin',
  '/cart',
  '/checkout',
  '/orders',
  '/wishlist',
  '/login',
  '/register',
  '/confirm-email',
  '/forgot-password',
  '/reset-password',
  '/api/',
  '/users/',
] as const;

/**
 * The shop's robots.txt: every crawler may read the shop, the releases' scripts and styles its pages
 * are drawn with, and the photos, but not the addresses of NOT_CRAWLED; the sitemap is named by its
 * address on the shop's public origin.
 */
export function robotsTxt(shopOrigin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...NOT_CRAWLED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${shopOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** robots.txt is the same until PUBLIC_SHOP_ORIGIN changes: crawlers and CDNs may keep it an hour. */
export const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';
/** A document as a page the same for every visitor (app-server.ts): fresh at a CDN for a second. */
const SHARED_DOCUMENT = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';
/** The API may take its time over a catalogue of thousands of products; past this it is given up. */
const CALL_TIMEOUT_MS = 30_000;
const XML = 'application/xml; charset=utf-8';

/** A `?page=` the sitemap's index names for its parts: a whole number from 1. */
const PART = /^[1-9]\d{0,5}$/;

/**
 * The sitemap and the product feed as the host serves them on the shop's origin: asked of the API and
 * kept whole, compressed, like the pages the same for every visitor, while the API's change stream is
 * followed (`following`); forgotten by the cache tags the API named on them as soon as the stream says
 * their data changed (`changed`), and all of them when it is lost (`clear`). Not forgotten when a release
 * is promoted: the API makes them, no release does.
 */
export class ShopFeeds {
  readonly #cache = new PageCache<undefined>();
  /** Documents being asked of the API, so that crawlers asking at once share one call. */
  readonly #asking = new Map<string, Promise<CachedPage | undefined>>();

  constructor(
    private readonly apiBase: () => string,
    private readonly following: () => boolean,
  ) {}

  changed(tags: string[]): void {
    this.#cache.invalidate(tags);
  }

  clear(): void {
    this.#cache.clear();
  }

  /**
   * Sends the document at `path`: from the cache, or asked of the API (the sitemap's part named by
   * `?page=`), with 304 to a client that has it; 404 for a part the sitemap does not have, 503 when the
   * API did not answer.
   */
  async send(request: FastifyRequest, reply: FastifyReply, path: ShopFeedPath): Promise<FastifyReply> {
    const { page } = request.query as { page?: unknown };
    if (page !== undefined && (path !== '/sitemap.xml' || typeof page !== 'string' || !PART.test(page)))
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    const key = page === undefined ? path : `${path}?page=${page}`;
    const pages = this.following() ? this.#cache : undefined;
    const cached = pages?.get(key);
    const document = cached ?? (await this.#askShared(key, SHOP_FEEDS[path], page, request.id, pages));
    request.log.info(
      { url: request.url, status: document?.status ?? 503, cache: cached ? 'hit' : 'miss' },
      'feed sent',
    );
    if (!document)
      return reply
        .code(503)
        .header('Retry-After', '60')
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('The shop cannot make this document just now. Please try again in a minute.');
    reply
      .headers(document.headers)
      .header('Cache-Control', document.status === 200 ? SHARED_DOCUMENT : 'no-cache')
      .header('ETag', document.etag)
      .header('Vary', 'Accept-Encoding');
    if (document.status === 200 && browserHasPage(request.headers['if-none-match'], document.etag))
      return reply.code(304).send();
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.code(document.status).send(document[encoding]);
  }

  #askShared(
    key: string,
    apiPath: string,
    page: string | undefined,
    requestId: string,
    pages: PageCache<undefined> | undefined,
  ): Promise<CachedPage | undefined> {
    // Unless data changed since that call began: then its answer may show the data from before.
    const sharedKey = `${pages?.begin() ?? 'uncached'} ${key}`;
    let asked = this.#asking.get(sharedKey);
    if (!asked) {
      asked = this.#ask(key, apiPath, page, requestId, pages);
      this.#asking.set(sharedKey, asked);
      void asked.finally(() => this.#asking.delete(sharedKey));
    }
    return asked;
  }

  async #ask(
    key: string,
    apiPath: string,
    page: string | undefined,
    requestId: string,
    pages: PageCache<undefined> | undefined,
  ): Promise<CachedPage | undefined> {
    const begunAt = pages?.begin() ?? 0;
    const address = new URL(apiPath, this.apiBase());
    if (page !== undefined) address.searchParams.set('page', page);
    let response: Response;
    let body: string;
    try {
      response = await fetch(address, {
        headers: { [REQUEST_ID_HEADER]: requestId },
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      body = await response.text();
    } catch {
      return undefined;
    }
    if (response.status === 404)
      return finishedPage(404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
    if (!response.ok) return undefined;
    const tags = cacheTagsOf(response.headers.get(CACHE_TAG_HEADER))?.filter(Boolean) ?? [];
    const headers: Record<string, string> = {
      'Content-Type': XML,
      // A search engine reads the sitemap and Merchant Center the feed; neither is a page to list.
      'X-Robots-Tag': 'noindex',
      ...(tags.length > 0 && { [CACHE_TAG_HEADER]: tags.join(',') }),
    };
    const document = await finishedPage(200, body, headers);
    // Without tags its data's changes cannot be followed: sent, never kept.
    if (pages && tags.length > 0) pages.set(key, document, tags, begunAt, undefined);
    return document;
  }
}
