import { readFile } from 'node:fs/promises';
import { pdfText } from '@brass/api/test/pdf-text';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { backOffice, openSignedIn, ownerSession } from '../admin/back-office';
import { cashOnDeliveryCheckout, checkout } from './shopper';

const ORDER_PAGE = /\/orders\/(BA-\d+)$/;
const account = (page: Page) => page.locator('main [data-boundary="account"]');

test.describe('a gift', () => {
  test('the shopper sends an order paid on delivery as a gift, and its packing slip carries the message and no price', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const line = await cashOnDeliveryCheckout(page, 'Simran Kaur');

    const gift = checkout(page).getByRole('region', { name: 'Gift' });
    await expect(gift.getByRole('textbox', { name: 'Gift message' })).toHaveCount(0);
    await gift.getByRole('checkbox', { name: 'This order is a gift' }).check();
    const message = gift.getByRole('textbox', { name: 'Gift message' });
    await message.fill('Happy Diwali, Nani!\nWith love from Simran');
    await expect(gift.getByText('209 characters left')).toBeVisible();
    await expectAccessible(page);
    await checkout(page)
      .getByRole('button', { name: /^(Place Order|Processing Payment\.\.\.)$/ })
      .click();

    await expect(page).toHaveURL(ORDER_PAGE);
    const orderNumber = ORDER_PAGE.exec(page.url())![1]!;
    const giftBox = account(page).getByRole('heading', { level: 2, name: 'Gift' }).locator('..');
    await expect(giftBox).toContainText('Sent as a gift: the packing slip shows no prices.');
    await expect(giftBox.locator('blockquote')).toHaveText('Happy Diwali, Nani!\nWith love from Simran');

    await openSignedIn(page, await ownerSession(), `/admin/orders/${orderNumber}`);
    const office = backOffice(page);
    await expect(office.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    const customer = office.getByRole('region', { name: 'Customer' });
    await expect(customer.getByRole('heading', { name: 'Gift' })).toBeVisible();
    await expect(customer).toContainText('Happy Diwali, Nani!');
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await office.getByRole('button', { name: 'Packing slip (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`packing-slip-${orderNumber}.pdf`);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    const text = (await pdfText(await readFile(saved))).replace(/\s+/g, ' ');
    expect(text).toContain(`Order number ${orderNumber}`);
    expect(text).toContain('Gift message Happy Diwali, Nani! With love from Simran');
    expect(text).toContain(line.name);
    expect(text).not.toContain('₹');
    // Nor any other way of writing a price: the invoice's rupees, a total, tax, paise.
    expect(text).not.toMatch(/Rs\.|Total|Tax|GST|Cash on delivery|\d\.\d\d\b/);
  });
});
