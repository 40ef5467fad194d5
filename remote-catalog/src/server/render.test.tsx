import type { Product, ProductPage } from '@brass/shared/contract';
import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { within } from '@testing-library/react';
import { answer, failure, sentTo } from '@brass/shared/testing/api-mock';
import { makeProduct, makeProductDetail } from '../testing/products';
import { renderAt } from '@brass/shared/testing/router';
import ShopPage from '../pages/ShopPage';
import { renderPage } from './render';

const diya = makeProductDetail('diya', { productName: 'Kuthu Vilakku', mainCategory: 'lamps', price: 2400 });
const ganesha = makeProduct('ganesha', { productName: 'Seated Ganesha', isNewArrival: true });

const pageOf = (items: Product[]): ProductPage => ({
  items,
  total: items.length,
  page: 1,
  limit: 30,
  categories: ['idols', 'lamps'],
});

const serverData = (markup: string) =>
  JSON.parse(/<script type="application\/json" id="catalog-server-data">(.*)<\/script>$/.exec(markup)![1]!);

const render = (page: string, url: string, params: Record<string, string> = {}) =>
  renderPage({ page, params, url }, getRuntimeConfig());

// A product page also asks for the pieces related to it: none, unless a test says otherwise.
beforeEach(() => answer('GET /api/products/:id/related', []));

describe('renderPage (the catalog drawn on the server)', () => {
  it('draws the shop for the filters in its address, with the answer it drew it with', async () => {
    answer('GET /api/products', ({ query }) => pageOf(query.category === 'lamps' ? [diya] : [diya, ganesha]));
    const markup = await render('ShopPage', 'https://shop.test/products?category=lamps');

    expect(markup).toContain('SHOP ALL');
    expect(markup).toContain('Kuthu Vilakku');
    expect(markup).toContain('₹2,400');
    expect(markup).not.toContain('Seated Ganesha');
    expect(markup).toContain('aria-current="page" href="/products?category=lamps"');
    expect(sentTo('GET /api/products').map((request) => request.query)).toEqual([
      { page: '1', limit: '30', category: 'lamps' },
    ]);
    expect(serverData(markup!)).toEqual({ 'products:["lamps",null,null]': pageOf([diya]) });
  });

  it('draws a product with its structured data naming the address the shopper sees', async () => {
    answer('GET /api/products/diya', diya);
    const markup = await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' });

    expect(markup).toMatch(/<h1[^>]*>Kuthu Vilakku<\/h1>/);
    expect(markup).toContain('"url":"https://shop.test/product/diya"');
    expect(markup).toContain('"priceCurrency":"INR"');
  });

  it('draws the stock beside the price, the struck price, the facts and the availability it offers', async () => {
    answer('GET /api/products/diya', { ...diya, stock: 2, compareAtPrice: 2900 });
    const markup = await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' });

    expect(markup).toContain('Only 2 left');
    expect(markup).toMatch(/<s[^>]*><span[^>]*>was <\/span>₹2,900<\/s>/);
    expect(markup).toMatch(/<th scope="row">Height<\/th><td>16 cm<\/td>/);
    expect(markup).toContain('max="2"');
    expect(markup).toContain('"availability":"https://schema.org/LimitedAvailability"');
  });

  it('draws the Add to Cart of an out-of-stock product disabled', async () => {
    answer('GET /api/products/diya', { ...diya, stock: 0 });
    const markup = await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' });

    expect(markup).toContain('Out of stock');
    expect(markup).toMatch(/<button type="button" class="[^"]*" disabled="">Add to Cart<\/button>/);
    expect(markup).toContain('"availability":"https://schema.org/OutOfStock"');
  });

  it('draws a product with its photos, breadcrumbs, delivery check and related pieces', async () => {
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
    expect(Object.keys(serverData(markup!))).toEqual(['diya', 'related:diya']);
  });

  it('draws a part whose call failed as loading, and leaves its answer out, so the browser asks itself', async () => {
    answer('GET /api/products/gone', failure(404, 'Product not found'));
    answer('GET /api/products/gone/related', failure(404, 'Product not found'));
    const product = await render('ProductPage', 'https://shop.test/product/gone', { id: 'gone' });
    expect(product).toContain('Loading...');
    expect(serverData(product!)).toEqual({});

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

  it('draws nothing for a page it does not draw on the server', async () => {
    expect(await render('parcel', 'https://shop.test/')).toBeUndefined();
  });

  it('lets the browser draw the page as the server did, without asking the API again', async () => {
    answer('GET /api/products', pageOf([diya, ganesha]));
    const markup = await render('ShopPage', 'https://shop.test/products');
    const askedWhileDrawing = sentTo('GET /api/products').length;
    // As in the host's page: the drawn markup is still there while the live page first renders.
    document.body.innerHTML = markup!;
    answer('GET /api/products', pageOf([]));

    const { container } = renderAt('/products', <ShopPage params={{}} />);

    const grid = within(container).getByRole('list', { name: 'Products' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((name) => name.textContent),
    ).toEqual(['Kuthu Vilakku', 'Seated Ganesha']);
    expect(sentTo('GET /api/products')).toHaveLength(askedWhileDrawing);
  });
});
