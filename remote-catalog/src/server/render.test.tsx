import type { Product, ProductPage } from '@brass/shared/contracts/catalog';
import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { within } from '@testing-library/react';
import { answer, failure, sentTo, withCacheTags } from '@brass/shared/testing/api-mock';
import { expectKeepExploring } from '@brass/shared/testing/keep-exploring';
import { jsonLdBlocks, schemaOrgProblems } from '@brass/shared/testing/schema-org';
import { makeProduct, makeProductDetail, makeProductInSizes } from '../../testing/products';
import { noReviews, summaryOf } from '../../testing/reviews';
import { renderAt } from '@brass/shared/testing/router';
import ShopPage from '../pages/ShopPage';
import { renderPage } from './render';

const diya = makeProductDetail('diya', { productName: 'Kuthu Vilakku', mainCategory: 'lamps', price: 2400 });
const ganesha = makeProduct('ganesha', { productName: 'Seated Ganesha', isNewArrival: true });

const prabhavali = makeProductInSizes('prabhavali');
const prabhavaliAt = 'https://shop.test/product/prabhavali?variant=12-inch';

const pageOf = (items: Product[]): ProductPage => ({
  items,
  total: items.length,
  page: 1,
  limit: 30,
  categories: ['idols', 'lamps'],
});

const serverData = (markup: string) =>
  JSON.parse(/<script type="application\/json" id="brass-server-data">(.*)<\/script>$/.exec(markup)![1]!);

/** The page's markup on the test's document, where names given by aria-labelledby are found, until the test ends. */
function shown(html: string): HTMLElement {
  document.body.innerHTML = html;
  onTestFinished(() => {
    document.body.innerHTML = '';
  });
  return document.body;
}

const rendered = (page: string, url: string, params: Record<string, string> = {}) =>
  renderPage({ page, params, url }, getRuntimeConfig());
const render = async (page: string, url: string, params: Record<string, string> = {}) =>
  (await rendered(page, url, params))?.html;

// A product page also asks for the pieces related to it and its rating: none, unless a test says otherwise.
// The rating is filed under the product's tag, as the API answers it.
beforeEach(() => {
  answer('GET /api/products/:id/related', []);
  answer('GET /api/products/:id/reviews/summary', ({ path }) =>
    withCacheTags(`product:${path.split('/')[3]}`, noReviews),
  );
});

describe('renderPage (the catalog rendered on the server)', () => {
  it('renders the shop for the search, filters and order in its address, with the response it rendered it with', async () => {
    answer('GET /api/products', ({ query }) => ({
      ...pageOf(query.category === 'lamps' ? [diya] : [diya, ganesha]),
      facets: {
        category: [{ value: 'lamps', count: 1 }],
        price: [{ value: '1000-2500', count: 1 }],
        material: [{ value: 'Brass', count: 1 }],
        finish: [{ value: 'Antique', count: 1 }],
        collection: [{ value: 'new-arrival', count: 0 }],
        inStock: 1,
      },
      searchedFor: 'vilakku',
    }));
    const markup = await render(
      'ShopPage',
      'https://shop.test/products?category=lamps&q=vilaku&price=1000-2500&inStock=true&sort=price-asc',
    );

    expect(markup).toContain('SHOP ALL');
    expect(markup).toContain('Lamps and Diyas');
    expect(markup).toContain('Kuthu Vilakku');
    expect(markup).toContain('₹2,400');
    expect(markup).not.toContain('Seated Ganesha');
    expect(markup).toContain('Results for “vilaku”');
    expect(markup).toMatch(/Showing results for <strong>vilakku<\/strong>/);
    expect(markup).toMatch(
      /aria-current="page" href="\/products\?category=lamps&amp;q=vilaku[^"]*"[^>]*><span aria-hidden="true">Lamps<\/span><span class="visuallyHidden">Lamps, 1 product</,
    );
    expect(markup).toContain('Remove filter: ₹1,000 to ₹2,500');
    expect(markup).toMatch(/<input type="checkbox" checked=""/);
    const query = { page: '1', limit: '30', facets: 'true', category: 'lamps', q: 'vilaku' };
    expect(sentTo('GET /api/products').map((request) => request.query)).toEqual([
      { ...query, price: '1000-2500', inStock: 'true', sort: 'price-asc' },
    ]);
    expect(Object.keys(serverData(markup!))).toEqual([
      'products:["lamps","vilaku","price-asc","1000-2500",null,null,true,null]',
    ]);
  });

  it('renders every page an address with page= asks for, up to four', async () => {
    const many = Array.from({ length: 200 }, (_, index) => makeProduct(`p${index + 1}`));
    answer('GET /api/products', ({ query }) => {
      const page = Number(query.page);
      return { ...pageOf(many.slice((page - 1) * 30, page * 30)), page, total: many.length };
    });
    const markup = await render('ShopPage', 'https://shop.test/products?page=6');

    expect(sentTo('GET /api/products').map((request) => request.query.page)).toEqual(['1', '2', '3', '4']);
    expect(markup).toContain('Brass p120');
    expect(markup).not.toContain('Brass p121');
    expect(Object.keys(serverData(markup!))).toEqual([
      'products:[null,null,null,null,null,null,null,null]',
      'products-later:6:[null,null,null,null,null,null,null,null]',
    ]);
  });

  it('renders a product with its structured data naming the address the shopper sees', async () => {
    answer('GET /api/products/diya', diya);
    const markup = await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' });

    expect(markup).toMatch(/<h1[^>]*>Kuthu Vilakku<\/h1>/);
    expect(markup).toContain('"url":"https://shop.test/product/diya"');
    expect(markup).toContain('"priceCurrency":"INR"');
  });

  it('renders the choice of a product sold in sizes with the page, on the size its address names', async () => {
    answer('GET /api/products/prabhavali', prabhavali);
    const page = shown((await render('ProductPage', prabhavaliAt, { id: 'prabhavali' }))!);

    const sizes = within(page).getByRole('group', { name: /^Size/ });
    expect(within(sizes).getByRole('radio', { name: '12 inch' })).toBeChecked();
    expect(within(sizes).getByRole('radio', { name: '9 inch' })).not.toBeChecked();
    expect(page).toHaveTextContent('₹14,500');
  });

  it('answers a product with status 200', async () => {
    answer('GET /api/products/diya', diya);
    expect((await rendered('ProductPage', 'https://shop.test/product/diya', { id: 'diya' }))?.status).toBe(
      200,
    );
  });

  it('answers a product the shop does not have with 404 and the page the shopper sees for it', async () => {
    answer('GET /api/products/gone', failure(404, 'Product not found'));
    const page = await rendered('ProductPage', 'https://shop.test/product/gone', { id: 'gone' });

    expect(page?.status).toBe(404);
    expect(page?.html).toMatch(/<p [^>]*role="alert"[^>]*>Error: (<!-- -->)?Product not found<\/p>/);
    const markup = shown(page!.html);
    expectKeepExploring(markup);
    // An unknown product has no related pieces: the section is left out.
    expect(within(markup).queryByRole('list', { name: 'Related pieces' })).toBeNull();
  });

  it('answers an archived product with 404, the way on, and live pieces like it to go on shopping', async () => {
    answer('GET /api/products/old-lamp', failure(404, 'Product not found'));
    answer('GET /api/products/old-lamp/related', [diya, ganesha]);
    const page = await rendered('ProductPage', 'https://shop.test/product/old-lamp', { id: 'old-lamp' });

    expect(page?.status).toBe(404);
    const markup = shown(page!.html);
    expect(within(markup).getByRole('alert')).toHaveTextContent('Error: Product not found');
    expect(within(markup).getByRole('navigation', { name: 'Keep exploring' })).toBeInTheDocument();
    const related = within(within(markup).getByRole('list', { name: 'Related pieces' }));
    expect(related.getByRole('link', { name: /Kuthu Vilakku/ })).toHaveAttribute('href', '/product/diya');
    expect(related.getByRole('link', { name: /Seated Ganesha/ })).toHaveAttribute('href', '/product/ganesha');
  });

  it('reports the cache tags of the answers it rendered a product with, for the shop to cache it by', async () => {
    answer('GET /api/products/diya', withCacheTags('product:diya', diya));
    answer('GET /api/products/diya/related', withCacheTags('product:diya,products', [ganesha]));
    const page = await rendered('ProductPage', 'https://shop.test/product/diya', { id: 'diya' });

    expect(page?.status).toBe(200);
    expect(page?.tags).toEqual(['product:diya', 'products']);
  });

  it('reports the tag of a product the shop does not have, so its 404 is cached until the product is added', async () => {
    answer('GET /api/products/gone', withCacheTags('product:gone', failure(404, 'Product not found')));
    answer(
      'GET /api/products/gone/related',
      withCacheTags('product:gone', failure(404, 'Product not found')),
    );
    const page = await rendered('ProductPage', 'https://shop.test/product/gone', { id: 'gone' });

    expect(page?.status).toBe(404);
    expect(page?.tags).toEqual(['product:gone']);
  });

  it('reports no cache tags when an answer it rendered with has none: the page must not be cached', async () => {
    answer('GET /api/products/diya', withCacheTags('product:diya', diya));
    answer('GET /api/products/diya/related', [ganesha]);
    const page = await rendered('ProductPage', 'https://shop.test/product/diya', { id: 'diya' });

    expect(page).toHaveProperty('tags', undefined);
  });

  it('starts with the head the page needs: its own title and description, and its main photo preloaded as rendered', async () => {
    answer('GET /api/products/diya', { ...diya, description: 'A five-wicked lamp.' });
    answer('GET /api/products/diya/related', [ganesha]);
    const markup = (await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' }))!;

    const [head] = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/.exec(markup)!;
    expect(head).toMatch(
      /^<title>Kuthu Vilakku · Brass Aangan<\/title><meta name="description" content="₹2,400 · A five-wicked lamp."\/>/,
    );
    const preloads = head.match(/<link rel="preload"[^>]*>/g)!;
    // The main photo's AVIF files, which a browser that reads AVIF takes from its <picture>.
    const [mainPhoto] = /<source type="image\/avif" [^>]*>(?=<img [^>]*fetchPriority="high")/.exec(markup)!;
    const srcSet = /srcSet="([^"]+)"/.exec(mainPhoto)![1];
    const sizes = /sizes="([^"]+)"/.exec(mainPhoto)![1];
    expect(preloads[0]).toBe(
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${srcSet}" imageSizes="${sizes}"/>`,
    );
    // The related pieces below load when scrolled to: nothing fetches them ahead.
    expect(preloads).toHaveLength(1);
    expect(markup).toMatch(/<img [^>]*alt=""[^>]*loading="lazy"/);
  });

  it('names its canonical address and what a shared link shows: its share image, price and stock', async () => {
    answer('GET /api/products/diya', { ...diya, images: [{ url: diya.image, alt: 'The lamp, lit' }] });
    const markup = (await render('ProductPage', 'https://shop.test/product/diya?utm_source=whatsapp', {
      id: 'diya',
    }))!;

    const [head] = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/.exec(markup)!;
    expect(head).toContain('<link rel="canonical" href="https://shop.test/product/diya"/>');
    expect(head).toContain(
      '<meta property="og:type" content="product"/>' +
        '<meta property="og:image" content="http://api.test/images/products/diya-1200.jpg"/>' +
        '<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="1200"/>' +
        '<meta property="og:image:alt" content="The lamp, lit"/>' +
        '<meta property="product:price:amount" content="2400.00"/>' +
        '<meta property="product:price:currency" content="INR"/>' +
        '<meta property="product:availability" content="in stock"/>',
    );

    answer('GET /api/products/diya', { ...diya, stock: 0, shareImage: undefined });
    const soldOut = (await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' }))!;
    expect(soldOut).toContain('<meta property="product:availability" content="out of stock"/>');
    // An image given by address has no share image: the shop's own stands for it.
    expect(soldOut).not.toContain('og:image');
  });

  it('gives search engines structured data that schema.org and Google’s rich results take', async () => {
    answer('GET /api/products/diya', {
      ...diya,
      compareAtPrice: 2900,
      facts: { ...diya.facts, material: null, heightCm: null },
      images: [
        { url: '/images/uploads/diya-0a1b-480.webp', alt: 'The lamp lit' },
        { url: 'https://photos.test/diya-2c3d.jpg', alt: 'The lamp from above' },
      ],
    });
    const markup = (await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' }))!;

    const blocks = jsonLdBlocks(markup);
    expect(blocks.map((block) => (block as { '@type': string })['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ]);
    for (const block of blocks) expect(schemaOrgProblems(block), JSON.stringify(block)).toEqual([]);
  });

  it('gives the published reviews’ rating in the structured data, and none before the first review', async () => {
    answer('GET /api/products/diya', diya);
    answer('GET /api/products/diya/reviews/summary', summaryOf([5, 4, 4]));
    const rated = jsonLdBlocks(
      (await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' }))!,
    );
    expect(rated[0]).toMatchObject({
      '@type': 'Product',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
    for (const block of rated) expect(schemaOrgProblems(block), JSON.stringify(block)).toEqual([]);

    answer('GET /api/products/diya/reviews/summary', noReviews);
    const unrated = jsonLdBlocks(
      (await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' }))!,
    );
    expect(unrated[0]).not.toHaveProperty('aggregateRating');
  });

  it('renders the reviews’ heading alone, for the browser to load the reviews when the shopper nears them', async () => {
    answer('GET /api/products/diya', diya);
    answer('GET /api/products/diya/reviews/summary', summaryOf([5]));
    const page = shown((await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' }))!);
    const reviews = within(page).getByRole('region', { name: 'Customer reviews' });
    expect(reviews).toHaveTextContent('Loading reviews...');
    expect(within(reviews).queryByRole('list')).toBeNull();
  });

  it('names the plain list as the canonical address of a search, filter or order, keeping a category', async () => {
    answer('GET /api/products', pageOf([diya]));
    const canonicalOf = async (url: string) =>
      /<link rel="canonical" href="([^"]+)"\/>/.exec((await render('ShopPage', url))!)?.[1];

    expect(await canonicalOf('https://shop.test/products?sort=price-asc&page=2')).toBe(
      'https://shop.test/products',
    );
    expect(await canonicalOf('https://shop.test/shop?q=diya')).toBe('https://shop.test/products');
    expect(await canonicalOf('https://shop.test/products?inStock=true&category=idols&sort=newest')).toBe(
      'https://shop.test/products?category=idols',
    );
    expect(await canonicalOf('https://shop.test/products?category=pooja%20items')).toBe(
      'https://shop.test/products?category=pooja+items',
    );
  });

  it('renders the stock beside the price, the struck price, the facts and the availability it offers', async () => {
    answer('GET /api/products/diya', { ...diya, stock: 2, compareAtPrice: 2900 });
    const markup = await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' });

    expect(markup).toContain('Only 2 left');
    expect(markup).toMatch(/<s[^>]*><span[^>]*>was <\/span>₹2,900<\/s>/);
    expect(markup).toMatch(/<th scope="row">Height<\/th><td>16 cm<\/td>/);
    expect(markup).toContain('max="2"');
    expect(markup).toContain('"availability":"https://schema.org/LimitedAvailability"');
  });

  it("renders an out-of-stock product's 'Tell me when it is back' disabled until its script arrives, without Add to Cart", async () => {
    answer('GET /api/products/diya', { ...diya, stock: 0 });
    const markup = await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' });

    expect(markup).toContain('Out of stock');
    expect(markup).toMatch(
      /<button type="button" class="[^"]*" disabled="">Tell me when it is back<\/button>/,
    );
    expect(markup).not.toContain('Add to Cart</button>');
    expect(markup).toContain('"availability":"https://schema.org/OutOfStock"');
  });

  it('renders a product with its photos, breadcrumbs, delivery check and related pieces', async () => {
    answer('GET /api/products/diya', {
      ...diya,
      images: [
        { url: '/images/uploads/diya-0a1b-480.webp', alt: 'The lamp lit' },
        { url: '/images/uploads/diya-2c3d-480.webp', alt: 'The lamp from above' },
      ],
    });
    answer('GET /api/products/diya/related', [ganesha]);
    const markup = await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' });

    expect(markup).toMatch(/<nav aria-label="Breadcrumb"/);
    expect(markup).toMatch(/<span aria-current="page"[^>]*>Kuthu Vilakku<\/span>/);
    expect(markup).toContain('"@type":"BreadcrumbList"');
    expect(markup).toContain('alt="The lamp lit"');
    expect(markup).toContain('aria-label="Show photo 2 of 2"');
    expect(markup).toContain('Check delivery');
    expect(markup).toContain('You may also like');
    expect(markup).toContain('Seated Ganesha');
    expect(Object.keys(serverData(markup!))).toEqual(['diya', 'related:diya', 'review-summary:diya']);
  });

  it('renders a part whose call failed as loading, and leaves its answer out, so the browser asks itself', async () => {
    answer('GET /api/products/diya', failure(500, 'Database unavailable'));
    answer('GET /api/products/diya/related', failure(500, 'Database unavailable'));
    answer('GET /api/products/diya/reviews/summary', failure(500, 'Database unavailable'));
    const product = await rendered('ProductPage', 'https://shop.test/product/diya', { id: 'diya' });
    expect(product?.status).toBe(200);
    expect(product?.html).toContain('Loading...');
    expect(serverData(product!.html)).toEqual({});

    answer('GET /api/settings/shipping-settings', {
      shippingText: 'Free shipping above ₹999',
      shippingEmoji1: '🚚',
      shippingEmoji2: '🪔',
    });
    answer('GET /api/settings/most-popular-title', { mostPopularTitle: 'Loved by our patrons' });
    answer('GET /api/settings/new-arrivals-title', failure(500, 'Something went wrong'));
    answer('GET /api/most-popular', failure(500, 'Something went wrong'));
    answer('GET /api/products', [ganesha, diya]);
    const home = await render('HomePage', 'https://shop.test/');
    expect(home).toContain('WELCOME TO THE WORLD OF BRASS ARTIFACTS');
    expect(home).toContain('Loved by our patrons');
    expect(home).toContain('New Arrivals');
    expect(Object.keys(serverData(home!)).sort()).toEqual([
      'most-popular-title',
      'new-arrivals',
      'shipping-settings',
    ]);
    expect(serverData(home!)['new-arrivals']).toEqual([ganesha]);
  });

  it('renders nothing for a page it does not render on the server', async () => {
    expect(await render('parcel', 'https://shop.test/')).toBeUndefined();
  });

  it('lets the browser render the page as the server did, without asking the API again', async () => {
    answer('GET /api/products', pageOf([diya, ganesha]));
    const markup = await render('ShopPage', 'https://shop.test/products');
    const askedWhileRendering = sentTo('GET /api/products').length;
    // As in the host's page: the server-rendered markup is still there while the client-rendered page
    // first renders.
    document.body.innerHTML = markup!;
    answer('GET /api/products', pageOf([]));

    const { container } = renderAt('/products', <ShopPage params={{}} />);

    const grid = within(container).getByRole('list', { name: 'Products' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((name) => name.textContent),
    ).toEqual(['Kuthu Vilakku', 'Seated Ganesha']);
    expect(sentTo('GET /api/products')).toHaveLength(askedWhileRendering);
  });
});
