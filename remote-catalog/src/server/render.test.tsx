import type { Product, ProductPage } from '@brass/shared/contract';
import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { within } from '@testing-library/react';
import { httpError, mockApi } from '../testing/mock-api';
import { makeProduct } from '../testing/products';
import { renderAt } from '@brass/shared/testing/router';
import ShopPage from '../pages/ShopPage';
import { renderPage } from './render';

const diya = makeProduct('diya', { productName: 'Kuthu Vilakku', mainCategory: 'lamps', price: 2400 });
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

describe('renderPage (the catalog drawn on the server)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the shop for the filters in its address, with the answer it drew it with', async () => {
    const get = mockApi({
      '/api/products': (params: Record<string, unknown> | undefined) =>
        pageOf(params?.category === 'lamps' ? [diya] : [diya, ganesha]),
    });
    const markup = await render('ShopPage', 'https://shop.test/products?category=lamps');

    expect(markup).toContain('SHOP ALL');
    expect(markup).toContain('Kuthu Vilakku');
    expect(markup).toContain('₹2,400');
    expect(markup).not.toContain('Seated Ganesha');
    expect(markup).toContain('aria-current="page" href="/products?category=lamps"');
    expect(get).toHaveBeenCalledWith(
      '/api/products',
      expect.objectContaining({
        params: { page: 1, limit: 30, category: 'lamps', q: undefined, sort: undefined },
      }),
    );
    expect(serverData(markup!)).toEqual({ 'products:["lamps",null,null]': pageOf([diya]) });
  });

  it('draws a product with its structured data naming the address the shopper sees', async () => {
    mockApi({ '/api/products/diya': diya });
    const markup = await render('ProductPage', 'https://shop.test/product/diya', { id: 'diya' });

    expect(markup).toMatch(/<h1[^>]*>Kuthu Vilakku<\/h1>/);
    expect(markup).toContain('"url":"https://shop.test/product/diya"');
    expect(markup).toContain('"priceCurrency":"INR"');
  });

  it('draws a part whose call failed as loading, and leaves its answer out, so the browser asks itself', async () => {
    mockApi({ '/api/products/gone': httpError(404) });
    const product = await render('ProductPage', 'https://shop.test/product/gone', { id: 'gone' });
    expect(product).toContain('Loading...');
    expect(serverData(product!)).toEqual({});

    mockApi({
      '/api/settings/shipping-settings': { shippingText: 'Free shipping above ₹999', emojis: ['🚚', '🪔'] },
      '/api/settings/most-popular-title': { mostPopularTitle: 'Loved by our patrons' },
      '/api/settings/new-arrivals-title': httpError(500),
      '/api/most-popular': httpError(500),
      '/api/products': [ganesha, diya],
    });
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
    mockApi({ '/api/products': pageOf([diya, ganesha]) });
    const markup = await render('ShopPage', 'https://shop.test/products');
    // As in the host's page: the drawn markup is still there while the live page first renders.
    document.body.innerHTML = markup!;
    vi.restoreAllMocks();
    const get = mockApi({ '/api/products': pageOf([]) });

    const { container } = renderAt('/products', <ShopPage params={{}} />);

    const grid = within(container).getByRole('list', { name: 'Products' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((name) => name.textContent),
    ).toEqual(['Kuthu Vilakku', 'Seated Ganesha']);
    expect(get).not.toHaveBeenCalled();
  });
});
