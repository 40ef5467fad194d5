import { expect, test } from '../../support/fixtures';

test.describe('shell state', () => {
  test('toasts appear, vanish after 3 s, and an identical one within 500 ms is ignored', async ({ page }) => {
    // The page's clock is held still and moved by hand, so the 3 s are the page's, however busy the machine.
    await page.clock.install();
    await page.goto('/');
    // A card with two pieces or more in stock: other journeys' orders may have left one its last.
    const addToWishlist = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /Add to Wishlist/ }) })
      .filter({ hasNotText: /Only 1 left|Out of stock/ })
      .first()
      .getByRole('button', { name: /Add to Wishlist/ });
    await expect(addToWishlist).toBeEnabled();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await addToWishlist.click();
    await addToWishlist.click();
    const toasts = page.getByRole('status').filter({ hasText: 'added to cart!' });
    await expect(toasts.getByText(/added to cart!$/)).toHaveCount(1);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await page.clock.runFor(2_900);
    await expect(toasts.getByText(/added to cart!$/)).toHaveCount(1);
    await page.clock.runFor(1_000);
    await expect(toasts.getByText(/added to cart!$/)).toHaveCount(0);
  });

  test('a toast can be closed', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /Add to Wishlist/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Close notification' }).first().click();
    await expect(page.getByText(/added to cart!$/)).toHaveCount(0);
  });

  test('the cart survives a reload (localStorage key cart)', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /Add to Wishlist/ })
      .first()
      .click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.reload();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]);
    expect(stored).toHaveLength(1);
  });

  test('a corrupt stored user is discarded together with its token', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'a-token');
      localStorage.setItem('user', '{not json');
    });
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);
    expect(stored).toEqual([null, null]);
  });

  test('a stored session shows the avatar with the first letter and the account menu', async ({
    page,
    urls,
  }) => {
    const response = await fetch(`${urls.api}/api/users/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'meera Iyer',
        email: `meera.${Date.now()}@example.in`,
        password: 'diya-lamp-2026',
      }),
    });
    expect(response.status).toBe(201);
    const session = (await response.json()) as { user: unknown; token: string };
    await page.goto('/');
    await page.evaluate((stored) => {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('user', JSON.stringify(stored.user));
    }, session);
    await page.reload();
    const avatar = page.getByRole('button', { name: 'Account menu for meera Iyer' });
    await expect(avatar).toHaveText('M');
    await avatar.click();
    await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a stored token the API rejects signs the shopper out on arrival', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'expired-or-forged');
      localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ravi', email: 'ravi@example.in' }));
    });
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });
});
