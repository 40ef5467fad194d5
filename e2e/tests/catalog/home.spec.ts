import { expect, test } from '../../support/fixtures';

test.describe('catalog: home', () => {
  test('Quick View on a Most Popular card opens that product', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'WELCOME TO THE WORLD OF BRASS ARTIFACTS' }),
    ).toBeVisible();
    const mostPopular = page.getByRole('region', { name: 'Most Popular' });
    const firstCard = mostPopular.getByRole('listitem').first();
    const name = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? '';

    await firstCard.getByRole('link', { name: 'Quick View' }).click();

    await expect(page).toHaveURL(/\/product\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} · Brass Aangan`);
  });

  test('Add to Wishlist puts the piece in the cart: the badge rises and the toast says so', async ({
    page,
  }) => {
    await page.goto('/');
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toHaveText('0');
    const card = page.getByRole('region', { name: 'Most Popular' }).getByRole('listitem').nth(1);
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';

    await card.getByRole('button', { name: 'Add to Wishlist' }).click();

    await expect(badge).toHaveText('1');
    // A piece sold in sizes goes in as the size its card offers, named with it.
    const toast = page.getByText(/ added to cart!$/);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(name);
  });

  test('the Most Popular arrows scroll the row by 350 px', async ({ page }) => {
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Most Popular' }).getByRole('list');
    await expect(row.getByRole('listitem').first()).toBeVisible();
    const scrollLeft = () => row.evaluate((element) => element.scrollLeft);

    await page.getByRole('button', { name: 'Scroll right' }).click();
    await expect.poll(scrollLeft).toBe(350);
    await page.getByRole('button', { name: 'Scroll right' }).click();
    await expect.poll(scrollLeft).toBe(700);
    await page.getByRole('button', { name: 'Scroll left' }).click();
    await expect.poll(scrollLeft).toBe(350);
  });

  test('New Arrivals page five at a time with dots on a wide screen', async ({ page }) => {
    await page.goto('/');
    const newArrivals = page.getByRole('region', { name: 'New Arrivals' });
    const list = newArrivals.getByTestId('new-arrivals-list');
    await expect(list.getByRole('listitem')).toHaveCount(5);
    const first = await list.getByRole('listitem').first().textContent();
    await expect(newArrivals.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'true');

    await newArrivals.getByRole('button', { name: 'Next new arrivals' }).click();

    await expect(newArrivals.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'true');
    await expect(list.getByRole('listitem').first()).not.toHaveText(first ?? '');
  });

  test('Shop Idols opens the shop filtered to idols', async ({ page, request, urls }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop Idols' }).click();

    await expect(page).toHaveURL(/\/products\?category=idols$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SHOP ALL' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Idols' }),
    ).toHaveAttribute('aria-current', 'page');
    const idols = (await (
      await request.get(`${urls.api}/api/products?category=idols&page=1&limit=30`)
    ).json()) as { items: Array<{ productName: string }> };
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 })).toHaveText(
      idols.items.map((item) => item.productName),
    );
  });

  test('Shop decore opens the shop filtered to decor', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop decore' }).click();

    await expect(page).toHaveURL(/\/products\?category=decor$/);
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Decor' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  });

  test('the home page has no serious accessibility violations', async ({ page, expectAccessible }) => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Most Popular' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByTestId('new-arrivals-list')).toBeVisible();
    await expectAccessible(page);
  });
});
