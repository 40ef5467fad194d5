import { readFile } from 'node:fs/promises';
import { pdfText } from '@brass/api/test/pdf-text';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { address, cashOnDeliveryCheckout, checkout } from './shopper';

const ORDER_PAGE = /\/orders\/(BA-\d+)$/;
const account = (page: Page) => page.locator('main [data-boundary="account"]');

test.describe('a business buying', () => {
  test('gives its GSTIN at checkout, is told when it is of another state, and its invoice names it', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    await cashOnDeliveryCheckout(page, 'Murugan Selvam');

    const business = checkout(page).getByRole('region', { name: 'Business purchase' });
    await business
      .getByRole('checkbox', { name: 'Buying for a business? Put its GSTIN on the invoice' })
      .check();
    const gstin = business.getByRole('textbox', { name: 'GSTIN' });
    await gstin.fill('27AAPFU0939F1ZV');
    await business
      .getByRole('textbox', { name: 'Registered business name' })
      .fill('Sri Murugan Pooja Stores');
    const placeOrder = checkout(page).getByRole('button', {
      name: /^(Place Order|Processing Payment\.\.\.)$/,
    });
    await placeOrder.click();
    await expect(gstin).toBeFocused();
    await expect(business).toContainText(
      "This GSTIN is registered in Maharashtra, but the order goes to Tamil Nadu: give your business's GSTIN in Tamil Nadu.",
    );
    await expect(page).toHaveURL('/checkout');
    await expectAccessible(page);

    await gstin.fill('33aaach7409r1z8');
    await placeOrder.click();
    await expect(page).toHaveURL(ORDER_PAGE);
    const orderNumber = ORDER_PAGE.exec(page.url())![1]!;

    const download = page.waitForEvent('download');
    await account(page).getByRole('link', { name: 'Download invoice (PDF)' }).click();
    const saved = testInfo.outputPath(`invoice-${orderNumber}.pdf`);
    await (await download).saveAs(saved);
    const text = (await pdfText(await readFile(saved))).replace(/\s+/g, ' ');
    expect(text).toContain(
      `Billed and shipped to Sri Murugan Pooja Stores GSTIN: 33AAACH7409R1Z8 Attention: ${address.firstName}`,
    );
  });
});
