import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { sentRequests } from '@brass/shared/testing/api-mock';
import { renderPage } from './render';

const render = (page: string, path: string) =>
  renderPage({ page, params: {}, url: `https://shop.test${path}` }, {
    apiBase: 'https://api.example.in',
  } as RuntimeConfig);

describe('renderPage (checkout drawn on the server)', () => {
  it('draws the cart’s heading and box, saying it is opening the cart rather than that it is empty', async () => {
    const markup = await render('CartPage', '/cart');

    expect(markup).toMatch(/<h1[^>]*>My Cart<\/h1>/);
    expect(markup).toContain('Opening your cart...');
    expect(markup).not.toContain('Your cart is empty.');
    expect(markup).toContain('href="/products"');
    expect(sentRequests()).toEqual([]);
  });

  it('leaves the checkout, which is the shopper’s own, to the browser', async () => {
    expect(await render('CheckoutPage', '/checkout')).toBeUndefined();
  });
});
