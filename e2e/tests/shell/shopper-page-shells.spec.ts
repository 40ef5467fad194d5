import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { layoutShifts, watchLayoutShifts } from '../../support/layout-shifts';
import { liveReleaseBase } from '../../support/live-releases';
import { googleAccount, placeOrder, type TestSession } from '../account/shop-api';
import { cartOf, type CartItem } from '../checkout/shopper';

/**
 * The shopper's own pages come drawn as their shells: the server has neither the session nor the
 * cart (both live in the browser), so it draws the heading and the box the shopper's things go in,
 * and the browser fills them in place.
 */
const shells = [
  {
    path: '/checkout',
    remote: 'checkout',
    heading: 'Checkout',
    title: 'Checkout · Brass Aangan',
    text: 'Opening your cart...',
  },
  {
    path: '/orders',
    remote: 'account',
    heading: 'My Orders',
    title: 'My Orders · Brass Aangan',
    text: 'Loading your orders...',
  },
] as const;

/** Opens `path` as a returning shopper, the session and the cart already in the browser's storage. */
async function openSignedIn(page: Page, path: string, session: TestSession, cart: CartItem[] = []) {
  await page.goto('/');
  await page.evaluate(
    ({ stored, items }) => {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('user', JSON.stringify(stored.user));
      localStorage.setItem('cart', JSON.stringify(items));
    },
    { stored: session, items: cart },
  );
  await page.goto(path);
}

/** Once the live page has replaced the drawn one and whatever it asks the API for has arrived. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test.describe("the shopper's own pages drawn as shells", () => {
  test('the first answer of the checkout and My Orders holds the title, the heading, the box and the stylesheet', async ({
    browser,
    urls,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const shell of shells) {
      const html = await (await fetch(`${urls.host}${shell.path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, shell.path).toContain(
        `<link rel="stylesheet" href="${await liveReleaseBase(shell.remote)}/`,
      );

      await page.goto(`${urls.host}${shell.path}`);
      await expect(page, shell.path).toHaveTitle(shell.title);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }), shell.path).toHaveText(shell.heading);
      await expect(main.getByText(shell.text), shell.path).toBeVisible();
      await expect(main.locator(`[data-boundary="${shell.remote}"]`)).toBeVisible();
    }
    await context.close();
  });

  test("a shopper's checkout fills the drawn shell in place, with no layout shift", async ({ page }) => {
    const session = await googleAccount('Meera Krishnan');
    await watchLayoutShifts(page);
    await openSignedIn(page, '/checkout', session, await cartOf(2));

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Delivery details' })).toBeVisible();
    await settled(page);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('My Orders fills the drawn shell in place, with orders or with none, with no layout shift', async ({
    page,
  }) => {
    const withOrders = await googleAccount('Meera Krishnan');
    const order = await placeOrder(withOrders, 1);
    await watchLayoutShifts(page);
    await openSignedIn(page, '/orders', withOrders);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: new RegExp(`Order #${order._id}`) })).toBeVisible();
    await settled(page);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('My Orders');
    expect(await layoutShifts(page)).toEqual([]);

    const withNone = await googleAccount('Asha Rao');
    await openSignedIn(page, '/orders', withNone);
    await expect(main.getByText('No orders found.')).toBeVisible();
    await settled(page);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('a visitor without a session is still sent from either shell to sign in', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL('/login?next=/checkout');
    await page.goto('/orders');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  });
});
