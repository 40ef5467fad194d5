import { POLICY_PAGE_SLUGS } from '@brass/shared/contracts/content';
import { LRUCache } from 'lru-cache';
import { catalogueTag, policyTag, postsTag, postTag, productTag } from '../../lib/cache-tags.js';
import { finishDroppedLoads } from '../../lib/finish-dropped-loads.js';
import { HttpError } from '../../lib/http-error.js';
import type { BlogService } from '../blog/service.js';
import type { CatalogService } from '../catalog/service.js';
import type { PolicyPageService } from '../pages/service.js';
import { merchantFeedOf, photosOf, productPageUrl, type FeedOrigins } from './merchant-feed.js';
import { latest, sitemapIndexOf, SITEMAP_MAX_URLS, urlsetOf, type SitemapEntry } from './sitemap.js';
import { absoluteUrl } from './xml.js';

/** A document as it is answered: its XML, and the cache tags of the data it shows. */
export interface FeedDocument {
  xml: string;
  tags: string[];
}

/**
 * The tags of each document. Both show every product, so both name `catalogue`, which every change of
 * a product's shown data names (its photos' too), rather than each product's tag: the header stays
 * short whatever the catalogue's size. The sitemap also shows the posts and the policy pages.
 */
const productFeedTags = [catalogueTag];
const sitemapTags = [catalogueTag, postsTag, ...POLICY_PAGE_SLUGS.map(policyTag)];

/** Whether a change named by `tags` (none: anything) touches data shown by a document tagged `shown`. */
function touches(tags: readonly string[] | undefined, shown: readonly string[]): boolean {
  if (!tags) return true;
  return tags.some(
    (tag) =>
      shown.includes(tag) ||
      // The feed names `catalogue` and `posts` with every product's and post's own tag; one told alone
      // is still a change to what the document shows. (`products` alone, a change of Most Popular or
      // the search words, is not.)
      (shown.includes(catalogueTag) && tag.startsWith(productTag(''))) ||
      (shown.includes(postsTag) && tag.startsWith(postTag(''))),
  );
}

/** The shop's own pages that are no product, post or policy: the catalogue's lists and the blog's pages. */
const listPages = { home: '/', products: '/products', blog: '/blogs' } as const;
const fixedPages = ['/about', '/contactus'] as const;

const sitemapNotFound = 'Sitemap not found';

/** A policy page the shop does not have (yet) is left out; any other failure fails the sitemap. */
const notWritten = (error: unknown) => {
  if (error instanceof HttpError && error.statusCode === 404) return undefined;
  throw error;
};

/**
 * The shop's sitemap and its Google Merchant Center product feed, made from the catalogue, the blog and
 * the policy pages as the shop shows them, every address absolute: the pages on the shop's public
 * origin, the photos where browsers load them. Each document is made once and kept 10 s, and forgotten
 * at once when data it shows changes (`forget`, on the change feed), as the shop's other reads are.
 */
export class FeedsService {
  /** Every page of the sitemap, in its order, made once for all of its parts. */
  private readonly pages = new LRUCache<string, SitemapEntry[]>({
    ...finishDroppedLoads,
    max: 1,
    ttl: 10_000,
    fetchMethod: () => this.sitemapEntries(),
  });
  /** Each document as answered: `products`, or `sitemap` and `sitemap:<part>`. */
  private readonly documents = new LRUCache<string, FeedDocument, number | undefined>({
    ...finishDroppedLoads,
    max: 16,
    ttl: 10_000,
    fetchMethod: (key, _stale, { context }) =>
      key === 'products' ? this.makeProductFeed() : this.sitemapPart(context),
  });

  constructor(
    private readonly catalog: Pick<CatalogService, 'listings'>,
    private readonly blog: Pick<BlogService, 'listDated'>,
    private readonly policyPages: Pick<PolicyPageService, 'get'>,
    private readonly origins: FeedOrigins,
    /** The most addresses one sitemap names; past it `sitemap()` is an index of parts. */
    private readonly maxUrls = SITEMAP_MAX_URLS,
  ) {}

  /** Forgets the documents that show data a change named (`tags`, as the change feed names them; none: all). */
  forget(tags?: readonly string[]): void {
    if (touches(tags, sitemapTags)) {
      this.pages.clear();
      for (const key of [...this.documents.keys()]) if (key !== 'products') this.documents.delete(key);
    }
    if (touches(tags, productFeedTags)) this.documents.delete('products');
  }

  /**
   * The sitemap: a `<urlset>` of every page while they fit in one, else a `<sitemapindex>` of its parts,
   * each asked for as `part` (1, 2…) and named on the shop as `/sitemap.xml?page=<part>`. A part beyond
   * the last is not found.
   */
  sitemap(part?: number): Promise<FeedDocument> {
    return this.documents.forceFetch(part === undefined ? 'sitemap' : `sitemap:${part}`, { context: part });
  }

  /** The Google Merchant Center feed of every product on sale. */
  productFeed(): Promise<FeedDocument> {
    return this.documents.forceFetch('products');
  }

  private async makeProductFeed(): Promise<FeedDocument> {
    const { products } = await this.catalog.listings();
    return {
      xml: merchantFeedOf(
        products.map(({ product }) => product),
        this.origins,
      ),
      tags: productFeedTags,
    };
  }

  private async sitemapPart(part: number | undefined): Promise<FeedDocument> {
    const entries = await this.pages.forceFetch('all');
    const parts = Math.max(1, Math.ceil(entries.length / this.maxUrls));
    if (part === undefined && parts > 1) {
      const index = Array.from({ length: parts }, (_, i) => {
        const inPart = entries.slice(i * this.maxUrls, (i + 1) * this.maxUrls);
        return {
          loc: `${this.origins.shop}/sitemap.xml?page=${i + 1}`,
          lastmod: latest(inPart.map((entry) => entry.lastmod)),
        };
      });
      return { xml: sitemapIndexOf(index), tags: sitemapTags };
    }
    const index = (part ?? 1) - 1;
    if (index >= parts) throw new HttpError(404, sitemapNotFound);
    const inPart = entries.slice(index * this.maxUrls, (index + 1) * this.maxUrls);
    return { xml: urlsetOf(inPart), tags: sitemapTags };
  }

  /**
   * The pages a search engine should know of: the catalogue's lists (the home page, every product, each
   * category's), every product, the blog and its published posts, the shop's story and contact pages,
   * and the policy pages. Not the cart, the checkout, the account's pages or the back office.
   */
  private async sitemapEntries(): Promise<SitemapEntry[]> {
    const [{ products, lastChanged }, posts, policies] = await Promise.all([
      this.catalog.listings(),
      this.blog.listDated(),
      Promise.all(POLICY_PAGE_SLUGS.map((slug) => this.policyPages.get(slug).catch(notWritten))),
    ]);
    const page = (path: string) => `${this.origins.shop}${path}`;
    const categories = [
      ...new Set(products.flatMap(({ product }) => (product.mainCategory ? [product.mainCategory] : []))),
    ].sort();
    return [
      { loc: page(listPages.home), lastmod: lastChanged },
      { loc: page(listPages.products), lastmod: lastChanged },
      ...categories.map((category) => ({
        loc: page(`${listPages.products}?category=${encodeURIComponent(category)}`),
        lastmod: lastChanged,
      })),
      ...products.map(({ product, updatedAt }) => ({
        loc: productPageUrl(product._id, this.origins.shop),
        lastmod: updatedAt,
        images: photosOf(product, this.origins).slice(0, 1),
      })),
      { loc: page(listPages.blog), lastmod: latest(posts.map((post) => post.updatedAt)) },
      ...posts.map(({ post, updatedAt }) => ({
        loc: page(`${listPages.blog}/${encodeURIComponent(post._id)}`),
        lastmod: updatedAt,
        images: post.image ? [absoluteUrl(post.image, this.origins.images)] : [],
      })),
      ...fixedPages.map((path) => ({ loc: page(path) })),
      ...policies.flatMap((policy) =>
        policy ? [{ loc: page(`/policies/${policy.slug}`), lastmod: new Date(policy.updatedAt) }] : [],
      ),
    ];
  }
}
