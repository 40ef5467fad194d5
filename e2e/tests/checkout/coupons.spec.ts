import { pdfText } from '@brass/api/test/pdf-text';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { backOffice, openSignedIn, ownerSession } from '../admin/back-office';
import { cartOf, checkout, fillAddress, newAccount, openWith, type Session } from './shopper';

const ORDER_PAGE = /\/orders\/(BA-\d+)$/;

const summaryAmount = (page: Page, label: string) =>
  checkout(page)
    .getByRole('region', { name: 'Order summary' })
    // The whole term: 'Total' must not find 'Subtotal' too.
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('+ dd');

let session: Session;
test.beforeAll(async () => {
  session = (await newAccount()).session;
});

/** A code made through the API as the owner, for what the back office form does not need to show. */
async function couponByApi(token: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${shopUrls.api}/api/admin/coupons`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'percent',
      value: 10,
      minimumOrder: 0,
      startsAt: null,
      endsAt: null,
      totalLimit: null,
      perShopperLimit: null,
      categories: [],
      ...body,
    }),
  });
  expect(response.status, await response.text()).toBe(201);
}

test.describe('coupon codes', () => {
  test('the owner creates a code, a shopper applies it in the cart, pays less, and the order and invoice show it', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const code = `PONGAL${Date.now() % 1_000_000}`;
    const owner = await ownerSession();
    await openSignedIn(page, owner, '/admin/coupons');
    const office = backOffice(page);
    await expect(office.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await office.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await office.getByLabel('Kind of discount').selectOption('fixed');
    await office.getByLabel('Rupees off').fill('200');
    await office.getByLabel('Uses per shopper').fill('1');
    await office.getByRole('button', { name: 'Create coupon' }).click();
    await expect(office.getByText(`${code} created.`)).toBeVisible();
    await expect(office.getByRole('row', { name: new RegExp(code) })).toContainText('₹200 off');

    await page.evaluate(() => localStorage.clear());
    const cart = await cartOf(2);
    await openWith(page, '/cart', cart, session);
    await checkout(page).getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
    await checkout(page).getByRole('button', { name: 'Apply' }).click();
    await expect(summaryAmount(page, `Discount (${code})`)).toHaveText('-₹200');
    await expect(
      checkout(page).getByRole('button', { name: `Remove coupon ${code.toLowerCase()}` }),
    ).toBeVisible();
    await expectAccessible(page);

    await checkout(page).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    await fillAddress(page, '600004');
    await expect(summaryAmount(page, `Discount (${code})`)).toHaveText('-₹200');
    // The total is read once the couriers are quoted and the cheapest one's charge is in it.
    await expect(
      checkout(page)
        .getByRole('region', { name: 'Order summary' })
        .locator('dt', { hasText: /^Shipping \(/ }),
    ).toBeVisible();
    const total = (await summaryAmount(page, 'Total').textContent()) ?? '';
    await checkout(page).getByRole('button', { name: 'Place Order' }).click();
    const razorpay = page.getByRole('dialog', { name: 'Razorpay Sandbox' });
    await expect(razorpay).toContainText(total.replace(/\.00$/, ''));
    await razorpay.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(ORDER_PAGE);
    const orderNumber = ORDER_PAGE.exec(page.url())![1]!;
    const account = page.locator('main [data-boundary="account"]');
    await expect(account.locator('dt', { hasText: `Discount (${code})` }).locator('+ dd')).toHaveText(
      '-₹200',
    );

    const download = page.waitForEvent('download');
    await account.getByRole('link', { name: 'Download invoice (PDF)' }).click();
    const saved = testInfo.outputPath(`invoice-${orderNumber}.pdf`);
    await (await download).saveAs(saved);
    const { readFile } = await import('node:fs/promises');
    expect(await pdfText(await readFile(saved))).toContain(`Less discount (${code}) -200.00`);

    // Used once: the same shopper is told so.
    await openWith(page, '/cart', cart, session);
    await checkout(page).getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await checkout(page).getByRole('button', { name: 'Apply' }).click();
    await expect(checkout(page).getByRole('alert')).toHaveText('You have already used this code.');
  });

  test('an expired code says so in the cart and takes nothing off', async ({ page }) => {
    const code = `EXPIRED${Date.now() % 1_000_000}`;
    await couponByApi((await ownerSession()).token, { code, endsAt: '2025-01-01T00:00:00.000Z' });
    await openWith(page, '/cart', await cartOf(1), session);
    await checkout(page).getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await page.keyboard.press('Enter');
    await expect(checkout(page).getByRole('alert')).toHaveText('This code has expired.');
    await expect(checkout(page).locator('dt', { hasText: 'Discount' })).toHaveCount(0);
  });
});
