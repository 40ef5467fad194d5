/**
 * The checks of test/feed-rules.ts refuse what Merchant Center and the sitemaps.org protocol refuse: a
 * checker that passes everything would make the feeds' own tests pass whatever the feeds said.
 */
import { describe, expect, it } from 'vitest';
import { merchantFeedProblems, sitemapProblems } from '../../../test/feed-rules.js';

const shopOrigin = 'https://brassaangan.example';

const attributes: Record<string, string> = {
  'g:id': 'urli-small-8in',
  'g:title': 'Small Urli (8 inch)',
  'g:description': 'A shallow bowl for floating flowers and lamps.',
  'g:link': `${shopOrigin}/product/urli-small-8in`,
  'g:image_link': 'https://api.brassaangan.example/images/products/urli-small-8in-960.webp',
  'g:availability': 'in_stock',
  'g:price': '1800.00 INR',
  'g:brand': 'Brass Aangan',
  'g:condition': 'new',
  'g:google_product_category': '97',
  'g:identifier_exists': 'no',
  'g:shipping_weight': '0.9 kg',
};

function feed(
  item: Record<string, string | string[]> = attributes,
  root = '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
) {
  const elements = Object.entries(item).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((text) => `<${name}>${text}</${name}>`),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}<channel><title>Brass Aangan</title><link>${shopOrigin}/</link><description>All</description><item>${elements.join('')}</item></channel></rss>`;
}

const problemsWith = (changes: Record<string, string | string[] | undefined>) => {
  const item = { ...attributes, ...changes };
  for (const [name, value] of Object.entries(item)) if (value === undefined) delete item[name];
  return merchantFeedProblems(feed(item as Record<string, string | string[]>), { shopOrigin });
};

describe('the Merchant Center feed checks', () => {
  it('pass a feed that follows the specification', () => {
    expect(merchantFeedProblems(feed(), { shopOrigin })).toEqual([]);
  });

  it.each([
    ['a price without decimals', { 'g:price': '1800 INR' }, /g:price "1800 INR" is not written/],
    ['a price in another currency', { 'g:price': '21.60 USD' }, /g:price/],
    ['a price with the currency first', { 'g:price': 'INR 1800.00' }, /g:price/],
    ['availability as the old words', { 'g:availability': 'in stock' }, /availability "in stock"/],
    ['an id of 51 characters', { 'g:id': 'u'.repeat(51) }, /id has 51 characters/],
    ['a title of 151 characters', { 'g:title': 't'.repeat(151) }, /title has 151 characters/],
    ['a description of 5001 characters', { 'g:description': 'd'.repeat(5001) }, /description has 5001/],
    [
      'a link relative to the shop',
      { 'g:link': '/product/urli-small-8in' },
      /link is not an absolute address/,
    ],
    [
      'a link on another origin',
      { 'g:link': 'https://elsewhere.example/product/urli' },
      /link is not an absolute/,
    ],
    [
      'a photo by path',
      { 'g:image_link': '/images/products/urli-960.webp' },
      /image_link is not an absolute/,
    ],
    [
      'a photo over ftp',
      { 'g:image_link': 'ftp://photos.example/urli.webp' },
      /image_link is not an absolute/,
    ],
    ['an additional photo by path', { 'g:additional_image_link': '/images/x.webp' }, /additional_image_link/],
    [
      'eleven additional photos',
      { 'g:additional_image_link': Array.from({ length: 11 }, (_, i) => `https://p.example/${i}.webp`) },
      /11 additional images/,
    ],
    ['a condition in capitals', { 'g:condition': 'New' }, /condition "New"/],
    ['identifier_exists as false', { 'g:identifier_exists': 'false' }, /identifier_exists "false"/],
    ['a weight without a space', { 'g:shipping_weight': '0.9kg' }, /shipping_weight "0.9kg"/],
    ['a weight in pounds', { 'g:shipping_weight': '2 lb' }, /shipping_weight "2 lb"/],
    ['a weight of nothing', { 'g:shipping_weight': '0 kg' }, /shipping_weight "0 kg"/],
    ['no brand', { 'g:brand': undefined }, /g:brand is missing/],
    ['an empty title', { 'g:title': '' }, /g:title is missing or empty/],
    ['no category', { 'g:google_product_category': undefined }, /g:google_product_category is missing/],
    [
      'a category in lower case',
      { 'g:google_product_category': 'religious items' },
      /neither an id nor a path/,
    ],
    ['a misspelt attribute', { 'g:colour': 'gold' }, /<g:colour> is not an attribute/],
    ['a price given twice', { 'g:price': ['1800.00 INR', '1900.00 INR'] }, /has 2 <g:price>/],
  ])('refuse %s', (_, changes, problem) => {
    expect(problemsWith(changes)).toEqual([expect.stringMatching(problem)]);
  });

  it('refuse two items with one id, a feed outside Google’s namespace, and XML that is not well-formed', () => {
    const twice = feed().replace(
      '</item>',
      `</item><item>${feed().split('<item>')[1]!.split('</item>')[0]}</item>`,
    );
    expect(merchantFeedProblems(twice, { shopOrigin })).toEqual([
      expect.stringMatching(/used by an item before it/),
    ]);
    expect(
      merchantFeedProblems(feed(attributes, '<rss version="2.0" xmlns:g="http://base.google.com/ns/2.0">'), {
        shopOrigin,
      }),
    ).toEqual([expect.stringMatching(/g prefix is not bound/)]);
    expect(merchantFeedProblems(feed().replace('Small Urli', 'Small & Urli'), { shopOrigin })).toEqual([
      expect.stringMatching(/not well-formed/),
    ]);
  });
});

const namespaces =
  'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"';
const sitemap = (urls: string, root = `<urlset ${namespaces}>`) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${root}${urls}</urlset>`;
const url = (loc: string, more = '') => `<url><loc>${loc}</loc>${more}</url>`;
const now = new Date('2026-11-29T12:00:00Z');
const sitemapProblemsOf = (xml: string) => sitemapProblems(xml, { shopOrigin, now });

describe('the sitemap checks', () => {
  it('pass a sitemap that follows the protocol', () => {
    const xml = sitemap(
      url(`${shopOrigin}/`, '<lastmod>2026-11-01</lastmod>') +
        url(
          `${shopOrigin}/product/urli`,
          '<lastmod>2026-11-29T11:59:00+05:30</lastmod><image:image><image:loc>https://api.brassaangan.example/urli-960.webp</image:loc></image:image>',
        ) +
        url(`${shopOrigin}/products?category=idol%20set`, '<lastmod>2026-11-29T06:00:00.5Z</lastmod>'),
    );
    expect(sitemapProblemsOf(xml)).toEqual([]);
  });

  it.each([
    ['a page by path', url('/product/urli'), /loc is not an absolute address/],
    [
      'a page on another origin',
      url('https://elsewhere.example/product/urli'),
      /loc is not an absolute address/,
    ],
    ['a page on the shop over http', url('http://brassaangan.example/'), /loc is not an absolute address/],
    [
      'an address with a space',
      url(`${shopOrigin}/products?category=idol set`),
      /loc is not an absolute address/,
    ],
    ['a page named twice', url(`${shopOrigin}/`) + url(`${shopOrigin}/`), /named twice/],
    [
      'a month that does not exist',
      url(`${shopOrigin}/`, '<lastmod>2026-13-01</lastmod>'),
      /not a W3C Datetime/,
    ],
    [
      'a time without its zone',
      url(`${shopOrigin}/`, '<lastmod>2026-11-01T10:00:00</lastmod>'),
      /not a W3C Datetime/,
    ],
    [
      'a date as browsers write it',
      url(`${shopOrigin}/`, '<lastmod>Sun, 29 Nov 2026</lastmod>'),
      /not a W3C Datetime/,
    ],
    ['a date to come', url(`${shopOrigin}/`, '<lastmod>2026-12-01</lastmod>'), /in the future/],
    [
      'two dates',
      url(`${shopOrigin}/`, '<lastmod>2026-11-01</lastmod><lastmod>2026-11-02</lastmod>'),
      /2 <lastmod>/,
    ],
    ['a priority past 1', url(`${shopOrigin}/`, '<priority>1.5</priority>'), /priority 1.5/],
    ['a changefreq of its own', url(`${shopOrigin}/`, '<changefreq>often</changefreq>'), /changefreq often/],
    [
      'an element the protocol lacks',
      url(`${shopOrigin}/`, '<title>Home</title>'),
      /<title> is not part of a <url>/,
    ],
    [
      'a photo by path',
      url(`${shopOrigin}/`, '<image:image><image:loc>/images/a.webp</image:loc></image:image>'),
      /image:loc is not an absolute/,
    ],
  ])('refuse %s', (_, urls, problem) => {
    expect(sitemapProblemsOf(sitemap(urls))).toEqual([expect.stringMatching(problem)]);
  });

  it('refuse more than 50,000 pages, another namespace, photos without theirs, and no pages at all', () => {
    const many = Array.from({ length: 50_001 }, (_, index) => url(`${shopOrigin}/product/p${index}`)).join(
      '',
    );
    expect(sitemapProblemsOf(sitemap(many))).toEqual([
      expect.stringMatching(/50001 entries, more than 50000/),
    ]);
    expect(
      sitemapProblemsOf(
        sitemap(url(`${shopOrigin}/`), '<urlset xmlns="http://www.google.com/schemas/sitemap/0.84">'),
      ),
    ).toEqual([expect.stringMatching(/not in the namespace/)]);
    expect(
      sitemapProblemsOf(
        sitemap(
          url(`${shopOrigin}/`, '<image:image><image:loc>https://p.example/a.webp</image:loc></image:image>'),
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ),
      ),
    ).toEqual([expect.stringMatching(/without declaring the image namespace/)]);
    expect(sitemapProblemsOf(sitemap(''))).toEqual([expect.stringMatching(/names no url/)]);
  });

  it('check a sitemap index as strictly', () => {
    const index = (entries: string) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`;
    expect(
      sitemapProblemsOf(index(`<sitemap><loc>${shopOrigin}/sitemap.xml?page=1</loc></sitemap>`)),
    ).toEqual([]);
    expect(sitemapProblemsOf(index('<sitemap><loc>/sitemap.xml?page=1</loc></sitemap>'))).toEqual([
      expect.stringMatching(/loc is not an absolute address/),
    ]);
    expect(sitemapProblemsOf(index(`<url><loc>${shopOrigin}/</loc></url>`))).toEqual([
      expect.stringMatching(/holds <url>/),
      expect.stringMatching(/names no sitemap/),
    ]);
  });
});
