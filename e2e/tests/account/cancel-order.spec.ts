import { formatRupees } from '@brass/shared/money';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { openSignedIn, ownerSession } from '../admin/back-office';
import { call, googleAccount, placeOrder, uniqueEmail } from './shop-api';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

async function mailTo(email: string): Promise<CaughtMail[]> {
  const response = await fetch(`${shopUrls.sandbox}/__sandbox/mail.json`);
  const { messages } = (await response.json()) as { messages: CaughtMail[] };
  return messages.filter((message) => message.to.includes(email));
}

const account = (page: import('@playwright/test').Page) => page.locator('[data-boundary="account"]');

test.describe('account: cancelling an order', () => {
  test('a shopper cancels a paid order from its page, by keyboard, and is refunded and mailed', async ({
    page,
    expectAccessible,
  }) => {
    const email = uniqueEmail('cancel');
    const shopper = await googleAccount('Kavya Raman', email);
    const order = await placeOrder(shopper, 1);

    await openSignedIn(page, shopper, `/orders/${order.orderNumber}`);
    const mine = account(page);
    await expect(mine.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
    const cancel = mine.getByRole('button', { name: 'Cancel order' });
    await cancel.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('We will refund');
    // Keep order closes it and nothing happens.
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(dialog).toBeHidden();

    await cancel.click();
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(page.getByText(`Order ${order.orderNumber} is cancelled`)).toBeVisible();
    await expect(mine.getByText('cancelled', { exact: true })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    const detail = await call<{ refunds: { status: string; amount: number }[]; status: string }>(
      shopUrls.api,
      'GET',
      `/api/admin/orders/${order.orderNumber}`,
      undefined,
      (await ownerSession()).token,
    );
    expect(detail.status).toBe('cancelled');
    expect(detail.refunds).toEqual([
      expect.objectContaining({ status: 'processed', amount: order.totalAmount }),
    ]);
    await expect
      .poll(async () => (await mailTo(email)).map((mail) => mail.subject))
      .toContain(`Your Brass Aangan order ${order.orderNumber} is cancelled`);
    // The refund has its own mail, and the order's page shows the money back.
    await expect
      .poll(async () => (await mailTo(email)).map((mail) => mail.subject))
      .toContain(
        `${formatRupees(order.totalAmount)} refunded on your Brass Aangan order ${order.orderNumber}`,
      );
    await page.reload();
    const moneyBack = mine.getByRole('list', { name: 'Money back' });
    await expect(moneyBack).toContainText(`${formatRupees(order.totalAmount)} refunded`);
    await expect(moneyBack).toContainText('Cancelled by the shopper');
    await expectAccessible(page);
  });

  test('a shipped order offers no cancelling, and the API refuses it with its reason', async ({ page }) => {
    const shopper = await googleAccount('Arjun Menon', uniqueEmail('shipped'));
    const order = await placeOrder(shopper, 1);
    const owner = await ownerSession();
    await call(
      shopUrls.api,
      'POST',
      `/api/admin/orders/${order.orderNumber}/status`,
      { status: 'shipped' },
      owner.token,
    );

    await openSignedIn(page, shopper, `/orders/${order.orderNumber}`);
    const mine = account(page);
    await expect(mine.getByText('shipped', { exact: true })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    const refused = await fetch(`${shopUrls.api}/api/orders/${order.orderNumber}/cancel`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${shopper.token}` },
    });
    expect(refused.status).toBe(409);
  });
});
