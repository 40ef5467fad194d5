import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { layoutShifts, watchLayoutShifts } from '../../support/layout-shifts';
import { googleAccount, placeOrder } from '../account/shop-api';
import { cartOf, openWith } from '../checkout/shopper';

/*
 * The shopper's own pages come server-rendered as their shells: the server has neither the session
 * nor the cart (both live in the browser), so it renders the heading and the box the shopper's things
 * go in, and the browser fills them in place. What their first response holds is checked with the
 * other server-rendered pages (server-rendered-pages.spec.ts).
 */

/**
 * Once the client-rendered page has replaced the server-rendered one and whatever it asks the API for
 * has arrived.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test.describe("the shopper's own pages server-rendered as shells", () => {
  test("a shopper's checkout fills the server-rendered shell in place, with no layout shift", async ({
    page,
  }) => {
    const session = await googleAccount('Meera Krishnan');
    await watchLayoutShifts(page);
    await openWith(page, '/checkout', await cartOf(2), session);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Delivery details' })).toBeVisible();
    await settled(page);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('My Orders fills the server-rendered shell in place, with orders or with none, with no layout shift', async ({
    page,
  }) => {
    const withOrders = await googleAccount('Meera Krishnan');
    const order = await placeOrder(withOrders, 1);
    await watchLayoutShifts(page);
    await openWith(page, '/orders', [], withOrders);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: new RegExp(`Order #${order._id}`) })).toBeVisible();
    await settled(page);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('My Orders');
    expect(await layoutShifts(page)).toEqual([]);

    const withNone = await googleAccount('Asha Rao');
    await openWith(page, '/orders', [], withNone);
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
