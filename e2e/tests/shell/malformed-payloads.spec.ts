import type { Page, Request } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

/**
 * A remote release with a bug pushes malformed data into the shared stores. The test pushes it the
 * way the catalog remote reaches the stores at run time: its imports of @brass/shared resolve from
 * the share scope of its own Module Federation instance in the page (`globalThis.__FEDERATION__`),
 * where the shell provided the one copy of each store.
 */
async function pushAsCatalog(page: Page, push: 'refused payloads' | 'state past the checks') {
  await page.evaluate(async (what) => {
    interface SharedEntry {
      get: () => Promise<() => unknown>;
    }
    interface Instance {
      name: string;
      shareScopeMap: Record<string, Record<string, Record<string, SharedEntry>>>;
    }
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__.__INSTANCES__;
    const catalog = instances.find((instance) => instance.name === 'catalog');
    if (!catalog) throw new Error('the catalog remote has no federation instance in the page');
    const shared = async <T>(name: string) => {
      const [entry, ...others] = Object.values(catalog.shareScopeMap.default?.[name] ?? {});
      if (!entry || others.length > 0) throw new Error(`expected one shared ${name}`);
      const factory = await entry.get();
      return factory() as T;
    };
    type Store = {
      getState: () => Record<string, (...args: unknown[]) => unknown>;
      setState: (state: object) => void;
    };
    const { useToastStore } = await shared<{ useToastStore: Store }>('@brass/shared/toast-store');
    const { useCartStore } = await shared<{ useCartStore: Store }>('@brass/shared/cart-store');
    if (what === 'refused payloads') {
      useToastStore.getState().showToast!({ text: 'Saved' }, 'success');
      useCartStore.getState().addItem!({ id: 'lamp', name: { en: 'Brass lamp' }, image: '', price: 'free' });
    } else {
      useToastStore.setState({ toasts: [{ id: 999_999, message: { text: 'Saved' }, type: 'success' }] });
      useCartStore.setState({ items: [null] });
    }
  }, push);
}

test.describe('a remote that pushes malformed data into the shared stores', () => {
  let reports: Request[];
  /** The API's answer to each report, in the order they came. */
  let answers: number[];

  test.beforeEach(async ({ page, urls }) => {
    reports = [];
    answers = [];
    const isReport = (request: Request) =>
      request.method() === 'POST' && request.url() === `${urls.api}/api/client-errors`;
    page.on('request', (request) => {
      if (isReport(request)) reports.push(request);
    });
    page.on('response', (response) => {
      if (isReport(response.request())) answers.push(response.status());
    });
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'SHOP ALL' })).toBeVisible();
    // The shop page arrives rendered by the server: wait until the shell has started (its menu button
    // works) and the catalog's client-rendered page has replaced the server-rendered one.
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toBeEnabled();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Add to Cart/ }).first()).toBeVisible();
  });

  /** Pushes as the catalog would, then checks the API took both reports and the page still stands. */
  async function pushAndExpectPageStands(page: Page, push: Parameters<typeof pushAsCatalog>[1]) {
    await pushAsCatalog(page, push);
    await expect.poll(() => answers).toEqual([202, 202]);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'SHOP ALL' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to Cart/ }).first()).toBeVisible();
  }

  test('a malformed toast and cart item are refused, the page stays whole, and the API hears of it', async ({
    page,
  }) => {
    await pushAndExpectPageStands(page, 'refused payloads');
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
    await expect(page.getByText(/added to cart!$/)).toHaveCount(0);
    await expect
      .poll(() => reports.map((request) => request.postDataJSON() as Record<string, unknown>))
      .toEqual([
        expect.objectContaining({
          kind: 'store',
          path: '/products',
          message: expect.stringMatching(/^the toast store refused showToast: message/),
        }),
        expect.objectContaining({
          kind: 'store',
          path: '/products',
          message: expect.stringMatching(/^the cart store refused addItem: product\.name/),
        }),
      ]);

    // The shop still works: a well-formed item goes into the cart with its toast.
    await page
      .getByRole('button', { name: /Add to Cart/ })
      .first()
      .click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(page.getByText(/added to cart!$/)).toHaveCount(1);
  });

  test('data set straight into the stores past their checks costs only the widgets that render it', async ({
    page,
  }) => {
    await pushAndExpectPageStands(page, 'state past the checks');
    // The cart badge steps aside for a plain link to the cart.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute(
      'href',
      '/cart',
    );
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await expect
      .poll(() => reports.map((request) => (request.postDataJSON() as { message: string }).message).sort())
      .toEqual([
        expect.stringMatching(/^the cart badge failed: TypeError/),
        expect.stringMatching(/^the toasts failed: Error/),
      ]);
    for (const request of reports) {
      expect(request.postDataJSON()).toMatchObject({ kind: 'render', app: 'host', path: '/products' });
    }
  });
});
