import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { placeCodOrder } from '../account/shop-api';
import {
  address,
  checkout,
  confirmEmail,
  fillAddress,
  newAccount,
  openWith,
  smallCart,
  type CartItem,
  type Session,
} from './shopper';

const placeOrder = (page: Page) =>
  checkout(page).getByRole('button', { name: /^(Place Order|Processing Payment\.\.\.)$/ });
const summary = (page: Page) => checkout(page).getByRole('region', { name: 'Order summary' });
const summaryAmount = async (page: Page, label: RegExp) =>
  (await summary(page).locator('dt', { hasText: label }).locator('+ dd').textContent()) ?? '';
const account = (page: Page) => page.locator('main [data-boundary="account"]');
const fact = (page: Page, name: string) =>
  account(page)
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('+ dd');
const ORDER_PAGE = /\/orders\/(BA-\d+)$/;

let session: Session;

test.beforeAll(async () => {
  const account = await newAccount('Lakshmi Rao');
  // Cash on delivery is for accounts whose email is confirmed.
  await confirmEmail(account.email);
  session = account.session;
});

async function readyToOrder(page: Page, pincode = '600004'): Promise<CartItem[]> {
  const cart = await smallCart();
  await openWith(page, '/checkout', cart, session);
  await fillAddress(page, pincode);
  await expect(
    checkout(page).getByRole('radiogroup', { name: 'Shipping options' }).getByRole('radio').first(),
  ).toBeChecked();
  return cart;
}

test.describe('the order page: cash on delivery and the thanks after paying', () => {
  test('an order paid on delivery is placed without Razorpay and its page says what to pay the courier', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const [line] = await readyToOrder(page);
    const cod = checkout(page).getByRole('radio', { name: 'Cash on delivery' });
    await expect(cod).toBeEnabled();
    await expect(cod).toHaveAccessibleDescription('Pay in cash when your parcel arrives; ₹50 fee.');
    await cod.check();
    await expect.poll(() => summaryAmount(page, /^Cash on delivery fee$/)).toBe('₹50');
    const total = await summaryAmount(page, /^Total$/);
    await page.screenshot({ path: testInfo.outputPath('checkout-cod-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('checkout-cod-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    await placeOrder(page).click();
    await expect(page).toHaveURL(ORDER_PAGE);
    const orderNumber = ORDER_PAGE.exec(page.url())![1]!;
    await expect(
      account(page).getByRole('heading', { level: 1, name: 'Order Placed Successfully!' }),
    ).toBeVisible();
    await expect(account(page).getByText(orderNumber, { exact: true })).toBeVisible();
    await expect(fact(page, 'Payment')).toHaveText(`Cash on delivery: pay ${total} on delivery`);
    await expect(account(page).getByText(/^Waiting for confirmation: we will call you on/)).toBeVisible();
    await expect(fact(page, 'Delivery')).toHaveText(/^Expected by \w+day, \d{1,2} \w+$/);
    await expect(account(page).getByRole('table', { name: 'Items' })).toContainText(line!.name);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    await expect(account(page).locator('address')).toContainText(address.address1);
    await expect(page.getByRole('dialog', { name: 'Razorpay Sandbox' })).toHaveCount(0);
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('order-cod-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('order-cod-390.png'), fullPage: true });

    await account(page).getByRole('link', { name: 'View My Orders' }).click();
    await expect(page).toHaveURL('/orders');
    const row = page.getByRole('button', { name: new RegExp(`^Order #${orderNumber}`) });
    await expect(row).toContainText(total);
    await row.click();
    await page.getByRole('link', { name: 'Order page: delivery date, payment and invoice' }).click();
    await expect(page).toHaveURL(`/orders/${orderNumber}`);
    await expect(
      account(page).getByRole('heading', { level: 1, name: `Order ${orderNumber}` }),
    ).toBeVisible();
  });

  test('an account whose email is not confirmed is told so at Place Order, and can ask for a new link', async ({
    page,
  }) => {
    const unconfirmed = await newAccount('Harpreet Singh');
    await openWith(page, '/checkout', await smallCart(), unconfirmed.session);
    await fillAddress(page, '600004');
    await expect(
      checkout(page).getByRole('radiogroup', { name: 'Shipping options' }).getByRole('radio').first(),
    ).toBeChecked();
    await checkout(page).getByRole('radio', { name: 'Cash on delivery' }).check();
    await placeOrder(page).click();
    await expect(checkout(page).getByText(/^Cash on delivery needs a confirmed email\./)).toBeVisible();
    await expect(page).toHaveURL('/checkout');
    await checkout(page).getByRole('button', { name: 'Send a new confirmation link' }).click();
    await expect(
      checkout(page).getByText(`We have sent a new confirmation link to ${unconfirmed.email}.`),
    ).toBeVisible();
  });

  test('a paid order ends on the same page, paid online, and its invoice downloads', async ({
    page,
  }, testInfo) => {
    await readyToOrder(page);
    await expect(checkout(page).getByRole('radio', { name: 'Pay online' })).toBeChecked();
    await placeOrder(page).click();
    const razorpay = page.getByRole('dialog', { name: 'Razorpay Sandbox' });
    await razorpay.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(ORDER_PAGE);
    const orderNumber = ORDER_PAGE.exec(page.url())![1]!;
    await expect(
      account(page).getByRole('heading', { level: 1, name: 'Order Placed Successfully!' }),
    ).toBeVisible();
    await expect(fact(page, 'Payment')).toHaveText('Paid online');
    await expect(account(page).getByText('Cash on delivery fee')).toHaveCount(0);
    await expect(page.getByTestId('cart-badge')).toHaveText('0');

    const download = page.waitForEvent('download');
    await account(page).getByRole('link', { name: 'Download invoice (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('cash on delivery is not offered where no courier collects cash, and says why', async ({ page }) => {
    await readyToOrder(page, '190001');
    const cod = checkout(page).getByRole('radio', { name: 'Cash on delivery' });
    await expect(cod).toBeDisabled();
    await expect(cod).toHaveAccessibleDescription(
      'Cash on delivery is not available for pincode 190001. Please pay online.',
    );
    await expect(checkout(page).getByRole('radio', { name: 'Pay online' })).toBeChecked();
  });

  test("another shopper's order number shows only that it was not found", async ({ page }) => {
    // An order of this file's shopper, placed through the API as the checkout places it.
    const order = await placeCodOrder(session);

    const stranger = (await newAccount('Arjun Menon')).session;
    const asked = await fetch(`${shopUrls.api}/api/orders/${order.orderNumber}`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(asked.status).toBe(404);

    await openWith(page, `/orders/${order.orderNumber}`, [], stranger);
    await expect(account(page).getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(account(page)).toContainText(
      `We could not find an order ${order.orderNumber} in your account.`,
    );
    await expect(account(page).getByRole('table')).toHaveCount(0);
    await expect(account(page).locator('address')).toHaveCount(0);
  });
});
