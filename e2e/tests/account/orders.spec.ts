import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { deliveryAddress, googleAccount, placeOrder, type TestSession } from './shop-api';

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount);

/** Opens the shop already signed in, as a returning shopper with a stored session would. */
async function openSignedIn(page: Page, session: TestSession, path: string) {
  await page.goto('/');
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

/** The account remote's part of the page: the shell has landmarks of its own. */
const openOrders = (page: Page) => page.locator('[data-boundary="account"]').getByRole('region');

const orderRow = (page: Page, id: string) => page.getByRole('button', { name: new RegExp(`Order #${id}`) });

test.describe('account: My Orders', () => {
  test('a placed order shows its address, items and a working Track Shipment, fetched once', async ({
    page,
  }) => {
    const session = await googleAccount('Meera Krishnan');
    const order = await placeOrder(session, 2);
    const trackCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/shiprocket/track/')) trackCalls.push(request.url());
    });

    await openSignedIn(page, session, '/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const row = orderRow(page, order._id);
    await expect(row).toContainText('Tracked');
    await expect(row).toContainText('₹');
    await expect(row).toHaveAttribute('aria-expanded', 'false');

    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    const details = page.getByRole('region', { name: new RegExp(`Order #${order._id}`) });
    const address = details.locator('address');
    await expect(address).toContainText(`${deliveryAddress.firstName} ${deliveryAddress.lastName}`);
    await expect(address).toContainText(deliveryAddress.address1);
    await expect(address).toContainText(
      `${deliveryAddress.city}, ${deliveryAddress.region} ${deliveryAddress.zip}`,
    );
    await expect(address).toContainText(`Phone: ${deliveryAddress.phone}`);

    const items = details.getByRole('table', { name: 'Items' });
    await expect(items.getByRole('columnheader')).toHaveText(['Product', 'Name', 'Qty', 'Price']);
    const line = items.getByRole('row').filter({ hasText: order.product.productName });
    await expect(line.getByRole('cell')).toHaveText([
      '',
      order.product.productName,
      '2',
      rupees(order.product.price),
    ]);
    await expect(line.locator('img')).toHaveAttribute('src', /\/images\//);
    await expect
      .poll(() =>
        line.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);

    await expect(details).toContainText(`AWB Code: ${order.shiprocketAwbCode}`);
    await details.getByRole('button', { name: 'Track Shipment' }).click();
    await expect(details.getByText(/^Status: /)).toBeVisible();
    await expect(details.getByText('Loading tracking information...')).toHaveCount(0);
    await expect(details.getByText('Unable to fetch tracking information')).toHaveCount(0);
    expect(trackCalls).toHaveLength(1);

    // Closing and reopening shows the same answer without asking the courier again.
    await row.click();
    await expect(details).toHaveCount(0);
    await row.click();
    await expect(details.getByText(/^Status: /)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Track Shipment' })).toBeDisabled();
    expect(trackCalls).toHaveLength(1);
  });

  test('only one order is open at a time', async ({ page }) => {
    const session = await googleAccount('Arjun Menon');
    const first = await placeOrder(session, 1);
    const second = await placeOrder(session, 1);

    await openSignedIn(page, session, '/orders');
    await orderRow(page, first._id).click();
    await expect(openOrders(page)).toHaveCount(1);
    await orderRow(page, second._id).click();
    await expect(orderRow(page, first._id)).toHaveAttribute('aria-expanded', 'false');
    await expect(orderRow(page, second._id)).toHaveAttribute('aria-expanded', 'true');
    await expect(openOrders(page)).toHaveCount(1);
    await orderRow(page, second._id).click();
    await expect(openOrders(page)).toHaveCount(0);
  });

  test('tracking failure shows the red message', async ({ page, fault }) => {
    const session = await googleAccount('Divya Pillai');
    const order = await placeOrder(session, 1);
    await fault('shiprocket', 'down');

    await openSignedIn(page, session, '/orders');
    await orderRow(page, order._id).click();
    await page.getByRole('button', { name: 'Track Shipment' }).click();

    const message = page.getByText('Unable to fetch tracking information');
    await expect(message).toBeVisible();
    await expect(message).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(page.getByRole('button', { name: 'Track Shipment' })).toBeEnabled();
  });

  test("a new shopper sees 'No orders found.'", async ({ page }) => {
    const session = await googleAccount('Nila Bose');
    await openSignedIn(page, session, '/orders');
    await expect(page.getByText('No orders found.')).toBeVisible();
  });

  test('orders that cannot be loaded are said to be so, not to be none, and Retry loads them', async ({
    page,
    expectAccessible,
  }) => {
    const session = await googleAccount('Unlucky Shopper');
    await page.route('**/api/orders/getorders', (route) =>
      route.fulfill({
        status: 503,
        json: { message: 'The shop is briefly unavailable. Please try again in a moment.' },
      }),
    );
    await openSignedIn(page, session, '/orders');

    const account = page.locator('[data-boundary="account"]');
    await expect(account.getByRole('alert')).toHaveText('We could not load your orders.');
    await expect(account.getByText('No orders found.')).toHaveCount(0);
    await expectAccessible(page);

    await page.unroute('**/api/orders/getorders');
    await account.getByRole('button', { name: 'Retry' }).click();
    await expect(account.getByText('No orders found.')).toBeVisible();
    await expect(account.getByRole('alert')).toHaveCount(0);
  });

  test('a visitor is sent to /login and brought back to /orders', async ({ page }) => {
    const session = await googleAccount('Farhan Ali');
    await page.goto('/orders');
    await expect(page).toHaveURL('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(session.user.email);
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/orders');
    await expect(page.getByText('No orders found.')).toBeVisible();
  });

  test('a rejected token signs the shopper out and asks them to sign in again', async ({ page }) => {
    const session = await googleAccount('Expired Session');
    await openSignedIn(page, session, '/');
    await page.evaluate(() => localStorage.setItem('token', 'expired-or-forged-token'));
    await page.goto('/orders');

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  test('logging out from My Orders goes home, not to the sign-in page', async ({ page }) => {
    const session = await googleAccount('Leaving Shopper');
    await openSignedIn(page, session, '/orders');
    await expect(page.getByText('No orders found.')).toBeVisible();
    await page.getByRole('button', { name: 'Account menu for Leaving Shopper' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();

    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL('/');
  });

  test('My Orders has no serious accessibility violations, closed, open and tracked', async ({
    page,
    expectAccessible,
  }) => {
    const session = await googleAccount('Axe Tester');
    const order = await placeOrder(session, 1);
    await openSignedIn(page, session, '/orders');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expectAccessible(page);

    await orderRow(page, order._id).click();
    await page.getByRole('button', { name: 'Track Shipment' }).click();
    await expect(page.getByText(/^Status: /)).toBeVisible();
    await expectAccessible(page);
  });
});
