import { expect, test } from '../../support/fixtures';

const routes: { path: string; boundary: string }[] = [
  { path: '/', boundary: 'catalog' },
  { path: '/products', boundary: 'catalog' },
  { path: '/shop', boundary: 'catalog' },
  { path: '/cart', boundary: 'checkout' },
  { path: '/login', boundary: 'account' },
  { path: '/register', boundary: 'account' },
  { path: '/blogs', boundary: 'blog' },
  { path: '/about', boundary: 'blog' },
  { path: '/contactus', boundary: 'blog' },
  { path: '/policies/terms', boundary: 'blog' },
];

test.describe('the shell composes every route of the shop', () => {
  for (const { path, boundary } of routes) {
    test(`${path} renders the ${boundary} remote inside header and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(`main [data-boundary="${boundary}"]`).first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  }

  test('a product page and a blog post render inside the shell', async ({ page, urls }) => {
    const products = (await (await fetch(`${urls.api}/api/products`)).json()) as { _id: string }[];
    const blogs = (await (await fetch(`${urls.api}/api/blogs`)).json()) as { _id: string }[];
    await page.goto(`/product/${products[0]!._id}`);
    await expect(page.locator('main [data-boundary="catalog"]').first()).toBeVisible();
    await page.goto(`/blogs/${blogs[0]!._id}`);
    await expect(page.locator('main [data-boundary="blog"]').first()).toBeVisible();
  });

  for (const path of ['/orders', '/orders/BA-10001', '/checkout']) {
    test(`${path} asks a visitor to sign in first`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login/);
      await expect(page.locator('main [data-boundary="account"]').first()).toBeVisible();
    });
  }

  test('an unknown path answers 404 with a real not-found page in the shell', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });

  test('the active header link is highlighted', async ({ page }) => {
    await page.goto('/blogs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('pages fade in on navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    const pageFrame = page.locator('main > div').first();
    await expect(pageFrame).toHaveCSS('opacity', '1');
    await expect(page).toHaveURL(/\/blogs$/);
  });
});
