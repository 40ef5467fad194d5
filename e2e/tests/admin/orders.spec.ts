import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/fixtures';
import { googleAccount, placeOrder, uniqueEmail } from '../account/shop-api';
import { backOffice, openSignedIn, ownerSession } from './back-office';

test.describe('the back office: orders', () => {
  test('the owner finds a new order by its number, downloads its invoice, ships it, and the shopper sees it shipped with its AWB', async ({
    page,
    browser,
    expectAccessible,
  }, testInfo) => {
    const shopper = await googleAccount('Kavya Raman', uniqueEmail('kavya'));
    const order = await placeOrder(shopper, 1);

    await openSignedIn(page, await ownerSession(), '/admin/orders');
    const office = backOffice(page);
    await expect(office.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await office.getByLabel('Order number, email or phone').fill(order._id);
    await office.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${order._id}$`));
    await expect(office.getByRole('status')).toHaveText('1 order');
    const row = office.getByRole('row', { name: new RegExp(order._id) });
    await expect(row).toContainText(shopper.user.email);
    await expect(row).toContainText('Preparing');
    await expectAccessible(page);

    await row.getByRole('link', { name: order._id }).click();
    await expect(office.getByRole('heading', { level: 1, name: `Order ${order._id}` })).toBeVisible();
    expect(order.shiprocketAwbCode).toBeTruthy();
    await expect(office.getByText(String(order.shiprocketAwbCode))).toBeVisible();
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await office.getByRole('button', { name: 'Download invoice (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${order.orderNumber}.pdf`);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
    await office.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(office.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    await expect(office.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);

    const shopperPage = await browser.newPage();
    await openSignedIn(shopperPage, shopper, '/orders');
    const ownRow = shopperPage.getByRole('button', { name: new RegExp(`Order #${order._id}`) });
    await expect(ownRow).toContainText('shipped');
    await expect(ownRow).toContainText('Tracked');
    await shopperPage.close();
  });

  test('the owner cancels a paid order and its money goes back through Razorpay', async ({ page }) => {
    const shopper = await googleAccount('Farhan Ali', uniqueEmail('farhan'));
    const order = await placeOrder(shopper, 1);

    await openSignedIn(page, await ownerSession(), `/admin/orders/${order._id}`);
    const office = backOffice(page);
    await expect(office.getByRole('heading', { level: 1, name: `Order ${order._id}` })).toBeVisible();
    await expect(office.getByLabel(/Refund on cancelling/)).toHaveValue(String(order.totalAmount));
    await office.getByRole('button', { name: 'Cancel order' }).click();

    await expect(office.getByText(/^Cancelled ·/)).toBeVisible();
    const refunds = office.getByRole('region', { name: 'Refunds' });
    await expect(refunds).toContainText('Order cancelled');
    await expect(refunds).toContainText('processed');
    await expect(office.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(office.getByRole('region', { name: 'Refund', exact: true })).toHaveCount(0);

    await page.goto('/admin/orders?status=cancelled');
    await expect(office.getByRole('row', { name: new RegExp(order._id) })).toContainText('refunded');
  });
});
