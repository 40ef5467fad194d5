import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { ServerDataProvider } from '@brass/shared/server-data';
import { answer } from '@brass/shared/testing/api-mock';
import { memoryLocation } from '@brass/shared/testing/router';
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProductInSizes } from '../../testing/products';
import { noReviews } from '../../testing/reviews';
import ProductPage from '../pages/ProductPage';
import { renderPage } from './render';

/**
 * The browser taking over a page the server drew: hydrating it, not drawing it afresh. Apart from the
 * renderer's other tests, as a page reads the answers it was rendered with once.
 */
beforeEach(() => {
  answer('GET /api/products/:id/related', []);
  answer('GET /api/products/:id/reviews/summary', noReviews);
});

describe('a product sold in sizes, taken over in the browser', () => {
  it('keeps the choice the server drew and hydrates it once its code arrives', async () => {
    answer('GET /api/products/prabhavali', makeProductInSizes('prabhavali'));
    const rendered = await renderPage(
      {
        page: 'ProductPage',
        params: { id: 'prabhavali' },
        url: 'https://shop.test/product/prabhavali?variant=12-inch',
      },
      getRuntimeConfig(),
    );
    const [html, data] = rendered!.html.split(/<script type="application\/json" id="brass-server-data">/);
    const root = document.createElement('div');
    root.innerHTML = html!;
    document.body.append(root);
    onTestFinished(() => root.remove());
    const drawn = within(root).getByRole('radio', { name: '12 inch' });
    const location = memoryLocation('/product/prabhavali?variant=12-inch');
    const recovered: unknown[] = [];

    render(
      location.wrap(
        <ServerDataProvider answers={JSON.parse(data!.replace(/<\/script>$/, '')) as Record<string, unknown>}>
          <ProductPage params={{ id: 'prabhavali' }} />
        </ServerDataProvider>,
      ),
      { container: root, hydrate: true, onRecoverableError: (error) => recovered.push(error) },
    );
    await userEvent.setup().click(within(root).getByRole('radio', { name: '9 inch' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/product/prabhavali?variant=9-inch'));
    expect(within(root).getByRole('radio', { name: '12 inch' })).toBe(drawn);
    expect(root).toHaveTextContent('₹9,800');
    expect(recovered).toEqual([]);
  });
});
