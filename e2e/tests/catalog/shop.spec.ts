import { expect, test } from '../../support/fixtures';

interface ProductPage {
  items: Array<{ productName: string; mainCategory?: string }>;
  total: number;
}

test.describe('catalog: shop', () => {
  test('the category filter narrows the grid to that category', async ({ page, request, urls }) => {
    await page.goto('/products');
    const grid = page.getByRole('list', { name: 'Products' });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    const all = (await (await request.get(`${urls.api}/api/products?page=1&limit=1`)).json()) as ProductPage;
    await expect(page.getByText(`of ${all.total} products`)).toBeVisible();

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Lamps' }).click();

    await expect(page).toHaveURL(/\/products\?category=lamps$/);
    const lamps = (await (
      await request.get(`${urls.api}/api/products?category=lamps&page=1&limit=30`)
    ).json()) as ProductPage;
    expect(lamps.items.length).toBeGreaterThan(0);
    expect(lamps.total).toBeLessThan(all.total);
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(
      lamps.items.map((item) => item.productName),
    );
    await expect(page.getByText(`Showing ${lamps.items.length} of ${lamps.total} products`)).toBeVisible();

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(`of ${all.total} products`)).toBeVisible();
  });

  test('a card opens its product, and Add to Cart raises the badge', async ({ page }) => {
    await page.goto('/shop');
    const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';

    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(page.getByText(`${name} added to cart!`)).toBeVisible();

    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('search and sort live in the URL', async ({ page, request, urls }) => {
    await page.goto('/products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('ganesha');
    await expect(page).toHaveURL(/\/products\?q=ganesha$/);
    const names = page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });
    // The search reads descriptions too, so pieces that only mention Ganesha follow the ones named so.
    const found = (await (
      await request.get(`${urls.api}/api/products?q=ganesha&page=1&limit=30`)
    ).json()) as ProductPage;
    await expect(names).toHaveText(found.items.map((item) => item.productName));
    await expect(names.first()).toContainText('Ganesha');

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/\/products\?q=ganesha&sort=price-asc$/);
    await expect
      .poll(async () => {
        const prices = await page.getByRole('list', { name: 'Products' }).getByText(/^₹/).allTextContents();
        const values = prices.map((price) => Number(price.replace(/[^\d.]/g, '')));
        return (
          values.length > 1 && values.every((value, index) => index === 0 || value >= values[index - 1]!)
        );
      })
      .toBe(true);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('ganesha');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  });

  test("a search that matches nothing says 'No products found.'", async ({ page }) => {
    await page.goto('/products?q=zzzz-no-such-thing');
    await expect(page.getByText('No products found.')).toBeVisible();
  });

  test('the shop has no serious accessibility violations', async ({ page, expectAccessible }) => {
    await page.goto('/products');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
  });
});
