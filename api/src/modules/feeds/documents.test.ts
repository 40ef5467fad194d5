import type { ProductDetail } from '@brass/shared/contracts/catalog';
import type { Blog, PolicyPage } from '@brass/shared/contracts/content';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import { merchantFeedProblems, sitemapProblems } from '../../../test/feed-rules.js';
import { merchantFeedOf, merchantId } from './merchant-feed.js';
import { FeedsService } from './service.js';

const origins = { shop: 'https://brassaangan.example', images: 'https://api.brassaangan.example' };

function product(id: string, overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    _id: id,
    productName: `Brass ${id}`,
    price: 2450,
    compareAtPrice: null,
    description: `The ${id}, cast in brass.`,
    image: `/images/products/${id}-480.webp`,
    mainCategory: 'idols',
    isNewArrival: false,
    stock: 3,
    facts: {
      heightCm: 15,
      widthCm: 18,
      depthCm: 9,
      weightKg: 1.35,
      material: 'Brass',
      finish: null,
      care: null,
      hsnCode: null,
    },
    images: [{ url: `/images/products/${id}-480.webp`, alt: id }],
    ...overrides,
  };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['url', 'item', 'sitemap', 'g:additional_image_link'].includes(name),
});
type Item = Record<string, string> & { 'g:additional_image_link'?: string[] };
const itemsOf = (xml: string) =>
  (parser.parse(xml) as { rss: { channel: { item?: Item[] } } }).rss.channel.item ?? [];

describe('the Merchant Center feed of products', () => {
  it('keeps every attribute within the specification’s limits, whatever the owner wrote', () => {
    const longId = `${'a'.repeat(60)}-nataraja`;
    const xml = merchantFeedOf(
      [
        product(longId, {
          productName: `Nataraja ${'very '.repeat(40)}large`,
          description: 'Dancing. '.repeat(700),
          images: Array.from({ length: 14 }, (_, index) => ({
            url: `https://photos.example/nataraja-${index}-480.webp`,
            alt: 'Nataraja',
          })),
          mainCategory: 'garden',
        }),
      ],
      origins,
    );
    expect(merchantFeedProblems(xml, { shopOrigin: origins.shop })).toEqual([]);
    const [item] = itemsOf(xml);
    expect(item!['g:id']).toHaveLength(50);
    expect(item!['g:id']).toBe(merchantId(longId));
    expect(Array.from(item!['g:title']!)).toHaveLength(150);
    expect(Array.from(item!['g:description']!)).toHaveLength(5000);
    // A photo kept in a bucket is named where the bucket serves it, as the largest file.
    expect(item!['g:image_link']).toBe('https://photos.example/nataraja-0-960.webp');
    expect(item!['g:additional_image_link']).toHaveLength(10);
    // A category the shop has no mapping for is brassware for the home.
    expect(item!['g:google_product_category']).toBe('696');
  });

  it('gives two long ids that begin alike two ids, the same on every feed', () => {
    const first = merchantId(`${'b'.repeat(45)}-ganesha-seated`);
    const second = merchantId(`${'b'.repeat(45)}-ganesha-dancing`);
    expect(first).not.toBe(second);
    expect(merchantId(`${'b'.repeat(45)}-ganesha-seated`)).toBe(first);
    expect(merchantId('urli-small-8in')).toBe('urli-small-8in');
  });

  it('writes any text as text, and drops the characters XML cannot carry', () => {
    const xml = merchantFeedOf(
      [
        product('diya', {
          productName: 'Diya <"Jyoti"> & Sons\u0007',
          description: 'Lamp\u0000 for \uD800 pooja',
        }),
      ],
      origins,
    );
    expect(merchantFeedProblems(xml, { shopOrigin: origins.shop })).toEqual([]);
    const [item] = itemsOf(xml);
    expect(item!['g:title']).toBe('Diya <"Jyoti"> & Sons');
    expect(item!['g:description']).toBe('Lamp for  pooja');
  });

  it('leaves out a product without a photo of its own, and describes one without a description by its name', () => {
    const xml = merchantFeedOf(
      [
        product('placeholder', { image: '/images/logo.png', images: [{ url: '/images/logo.png', alt: '' }] }),
        product('bell', { description: '  ' }),
      ],
      origins,
    );
    expect(itemsOf(xml).map((item) => [item['g:id'], item['g:description']])).toEqual([
      ['bell', 'Brass bell'],
    ]);
  });

  it('is a valid feed with no product at all', () => {
    const xml = merchantFeedOf([], origins);
    expect(merchantFeedProblems(xml, { shopOrigin: origins.shop })).toEqual([]);
    expect(itemsOf(xml)).toEqual([]);
  });
});

/** A feeds service over a catalogue of `count` products, no posts and one policy page, counting its reads. */
function feedsOver(count: number, maxUrls: number) {
  const reads = { catalog: 0, blog: 0 };
  const changed = new Date('2026-11-01T08:00:00Z');
  const service = new FeedsService(
    {
      listings: async () => {
        reads.catalog += 1;
        return {
          products: Array.from({ length: count }, (_, index) => ({
            product: product(`piece-${index}`),
            updatedAt: new Date(changed.getTime() + index * 1000),
          })),
          lastChanged: changed,
        };
      },
    },
    {
      listDated: async () => {
        reads.blog += 1;
        return [] as { post: Blog; updatedAt: Date }[];
      },
    },
    {
      get: async (slug: string): Promise<PolicyPage> => {
        if (slug !== 'terms') throw new HttpError(404, 'Page not found');
        return { slug: 'terms', title: 'Terms', body: 'Be kind.', updatedAt: changed.toISOString() };
      },
    },
    origins,
    maxUrls,
  );
  return { service, reads };
}

describe('a sitemap of more pages than one may name', () => {
  // 10 products, and the home, the shop, one category, the blog, the story, contact and terms: 17 pages.
  const { service } = feedsOver(10, 5);

  it('is an index of its parts, each on the shop and dated by its newest page', async () => {
    const { xml } = await service.sitemap();
    expect(sitemapProblems(xml, { shopOrigin: origins.shop })).toEqual([]);
    const parts = (parser.parse(xml) as { sitemapindex: { sitemap: { loc: string; lastmod: string }[] } })
      .sitemapindex.sitemap;
    expect(parts.map((part) => part.loc)).toEqual(
      [1, 2, 3, 4].map((page) => `${origins.shop}/sitemap.xml?page=${page}`),
    );
    // The second part holds pieces 2 to 6.
    expect(parts[1]!.lastmod).toBe('2026-11-01T08:00:06+00:00');
  });

  it('answers each part with its pages, and a part past the last as not found', async () => {
    const locs: string[] = [];
    for (const page of [1, 2, 3, 4]) {
      const { xml } = await service.sitemap(page);
      expect(sitemapProblems(xml, { shopOrigin: origins.shop }), `part ${page}`).toEqual([]);
      const urls = (parser.parse(xml) as { urlset: { url: { loc: string }[] } }).urlset.url;
      expect(urls.length).toBeLessThanOrEqual(5);
      locs.push(...urls.map((url) => url.loc));
    }
    expect(locs).toHaveLength(17);
    expect(new Set(locs).size).toBe(17);
    expect(locs).toContain(`${origins.shop}/policies/terms`);
    expect(locs).not.toContain(`${origins.shop}/policies/faq`);
    await expect(service.sitemap(5)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('the documents kept', () => {
  it('are made once, and made again only when data they show changes', async () => {
    const { service, reads } = feedsOver(3, 50_000);
    await service.sitemap();
    await service.productFeed();
    await service.sitemap();
    await service.productFeed();
    // One read for the sitemap's pages, one for the feed.
    expect(reads).toEqual({ catalog: 2, blog: 1 });

    // Most Popular or the search words changed: neither document shows them.
    service.forget(['products']);
    await service.sitemap();
    await service.productFeed();
    expect(reads).toEqual({ catalog: 2, blog: 1 });

    // A post or a policy page is in the sitemap only.
    service.forget(['post:why-brass', 'posts']);
    await service.sitemap();
    await service.productFeed();
    expect(reads).toEqual({ catalog: 3, blog: 2 });
    service.forget(['policy:terms']);
    await service.sitemap();
    expect(reads).toEqual({ catalog: 4, blog: 3 });

    // A product's change is in both.
    service.forget(['catalogue', 'product:piece-1']);
    await service.sitemap();
    await service.productFeed();
    expect(reads).toEqual({ catalog: 6, blog: 4 });

    // The change feed was lost: everything.
    service.forget();
    await service.productFeed();
    expect(reads).toEqual({ catalog: 7, blog: 4 });
  });
});
