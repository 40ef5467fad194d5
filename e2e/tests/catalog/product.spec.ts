import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { structuredData } from './structured-data';

interface Product {
  _id: string;
  productName: string;
  price: number;
}

async function firstProduct(request: APIRequestContext, api: string) {
  const page = (await (await request.get(`${api}/api/products?page=1&limit=1`)).json()) as {
    items: Product[];
  };
  return page.items[0]!;
}

test.describe('catalog: product page', () => {
  test('adds three at once with the stepper', async ({ page, request, urls }) => {
    const product = await firstProduct(request, urls.api);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('3');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();

    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await expect(page.getByText(`${product.productName} added to cart!`)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]);
    expect(stored).toEqual([expect.objectContaining({ id: product._id, quantity: 3, price: product.price })]);

    // The toast offers the cart, reached within the shop (no new page load).
    await page.getByRole('status').getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(product.productName).first()).toBeVisible();
    await expect(page.getByText(`${product.productName} added to cart!`)).toHaveCount(0);
  });

  test("an unknown product answers 404 and shows a red 'Error: Product not found'", async ({
    page,
    request,
    urls,
  }) => {
    const response = await page.goto('/product/no-such-idol');
    expect(response?.status()).toBe(404);
    // Rendered on the server: the first response already says so, before any script runs.
    expect(await response?.text()).toMatch(/Error: (<!-- -->)?Product not found/);
    const error = page.getByRole('alert').filter({ hasText: 'Error: Product not found' });
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');

    const product = await firstProduct(request, urls.api);
    expect((await page.goto(`/product/${product._id}`))?.status()).toBe(200);
  });

  test('is findable: title, description and Product structured data in rupees', async ({
    page,
    request,
    urls,
  }) => {
    const product = await firstProduct(request, urls.api);
    await page.goto(`/product/${product._id}`);
    await expect(page).toHaveTitle(`${product.productName} · Brass Aangan`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w+/);
    const data = await structuredData(page, 'Product');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.productName,
      offers: { priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
  });

  test('the product page has no serious accessibility violations', async ({
    page,
    request,
    urls,
    expectAccessible,
  }) => {
    const product = await firstProduct(request, urls.api);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    await expectAccessible(page);
  });

  test('on a phone, Add to Cart stays in reach at the foot of the screen until the page reaches its own', async ({
    page,
    request,
    urls,
    expectAccessible,
  }, testInfo) => {
    const product = await firstProduct(request, urls.api);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();

    const barButton = page.getByRole('button', { name: `Add to Cart: ${product.productName}` });
    await expect(barButton).toBeInViewport();
    await testInfo.attach('product page at 390 px, the purchase bar', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await expectAccessible(page);
    await barButton.click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await page.getByRole('button', { name: 'Add to Cart', exact: true }).scrollIntoViewIfNeeded();
    await expect(barButton).toHaveCount(0);
  });

  test('lists the pieces this browser opened lately on the next product page and the home page', async ({
    page,
    request,
    urls,
  }) => {
    const listing = (await (await request.get(`${urls.api}/api/products?page=1&limit=2`)).json()) as {
      items: Product[];
    };
    const [first, second] = listing.items as [Product, Product];
    await page.goto(`/product/${first._id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.productName })).toBeVisible();
    // The live page remembers the piece; the server's page before it cannot.
    await expect(page.locator('[aria-busy="true"] [data-boundary="catalog"]')).toHaveCount(0);
    // Nothing else opened yet: no strip.
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

    await page.goto(`/product/${second._id}`);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('link', { name: first.productName })).toHaveAttribute(
      'href',
      `/product/${first._id}`,
    );
    await expect(recent.getByRole('link', { name: second.productName })).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link')).toHaveText([
      second.productName,
      first.productName,
    ]);
  });
});
