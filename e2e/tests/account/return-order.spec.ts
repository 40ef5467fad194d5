import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { backOffice, openSignedIn, ownerSession } from '../admin/back-office';
import { call, googleAccount, placeOrder, uniqueEmail, type TestSession } from './shop-api';

interface CaughtMail {
  to: string[];
  subject: string;
}

async function subjectsTo(email: string): Promise<string[]> {
  const response = await fetch(`${shopUrls.sandbox}/__sandbox/mail.json`);
  const { messages } = (await response.json()) as { messages: CaughtMail[] };
  return messages.filter((message) => message.to.includes(email)).map((message) => message.subject);
}

const account = (page: Page) => page.locator('[data-boundary="account"]');

/** The owner moves the order along as the courier would: shipped, then delivered. */
async function deliver(owner: TestSession, orderNumber: string) {
  for (const status of ['shipped', 'delivered']) {
    await call(shopUrls.api, 'POST', `/api/admin/orders/${orderNumber}/status`, { status }, owner.token);
  }
}

/** Approving books the pickup to the shop's address: the owner's settings must name it. */
async function shopAddressSaved(owner: TestSession) {
  const settings = await call<{ home: object; contact: Record<string, string | null> }>(
    shopUrls.api,
    'GET',
    '/api/admin/settings',
    undefined,
    owner.token,
  );
  await call(
    shopUrls.api,
    'PUT',
    '/api/admin/settings',
    {
      home: settings.home,
      contact: {
        ...settings.contact,
        address: settings.contact.address ?? 'Brass Aangan workshop, 14 Parry Street, George Town, Chennai',
        phone: settings.contact.phone ?? '+91 98400 00000',
      },
    },
    owner.token,
  );
}

test.describe('account: returning pieces', () => {
  test('a shopper asks to return a delivered piece with a photo; staff approve, receive it and it is refunded', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('returns');
    const shopper = await googleAccount('Nandini Rao', email);
    const order = await placeOrder(shopper, 2);
    const owner = await ownerSession();
    await deliver(owner, order.orderNumber);
    await shopAddressSaved(owner);

    await openSignedIn(page, shopper, `/orders/${order.orderNumber}`);
    const form = account(page).getByRole('form', { name: 'Return items' });
    await expect(form).toContainText('You can ask to return pieces of this order until');
    await form.getByLabel(`How many of ${order.product.productName} to return`).fill('1');
    await form.getByLabel('Reason').selectOption({ label: 'Arrived damaged' });
    await form.getByLabel('Tell us more (optional)').fill('The base came dented.');
    // One of the shop's own photos stands in for the shopper's: any real JPEG will do.
    const photo = await readFile(
      new URL('../../../api/public/images/products/aarti-diya-with-handle-1200.jpg', import.meta.url),
    );
    await form
      .getByLabel('Photos (up to 3, optional)')
      .setInputFiles({ name: 'dent.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.getByRole('button', { name: 'Ask to return' }).click();
    await expect(page.getByText('Your return request is sent')).toBeVisible();
    const returns = account(page).getByRole('list', { name: 'Returns' });
    await expect(returns).toContainText('Return requested');
    await expect(returns).toContainText(`${order.product.productName} × 1`);

    const office = await browser.newPage();
    await openSignedIn(office, owner, '/admin/returns');
    const entry = backOffice(office).getByRole('article', { name: `Return of order ${order.orderNumber}` });
    await expect(entry).toContainText('Arrived damaged: The base came dented.');
    await expect(entry.getByRole('img', { name: /What the shopper sent, 1 of 1/ })).toBeVisible();
    await entry.getByLabel('Note to the shopper').fill('Sorry about the dent.');
    await entry.getByRole('button', { name: 'Approve and book pickup' }).click();
    await expect(
      backOffice(office).getByText(`${order.orderNumber}: Return approved and pickup booked.`),
    ).toBeVisible();

    await backOffice(office).getByRole('button', { name: 'On the way back' }).click();
    await entry.getByRole('button', { name: /^Mark received and refund ₹/ }).click();
    await expect(
      backOffice(office).getByText(`${order.orderNumber}: Pieces received and back in stock.`),
    ).toBeVisible();
    await office.close();

    await page.reload();
    await expect(account(page).getByRole('list', { name: 'Returns' })).toContainText('Refunded');
    await expect
      .poll(() => subjectsTo(email))
      .toEqual(
        expect.arrayContaining([
          `We have your return request (order ${order.orderNumber})`,
          `Your return is approved (order ${order.orderNumber})`,
          `Your return pickup is booked (order ${order.orderNumber})`,
          `Your return is refunded (order ${order.orderNumber})`,
        ]),
      );
  });

  test('an order not yet delivered offers no return form, and the API refuses a return of it', async ({
    page,
  }) => {
    const shopper = await googleAccount('Rohan Das', uniqueEmail('early-return'));
    const order = await placeOrder(shopper, 1);
    await openSignedIn(page, shopper, `/orders/${order.orderNumber}`);
    await expect(account(page).getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expect(account(page).getByRole('form', { name: 'Return items' })).toHaveCount(0);

    const form = new FormData();
    form.append('lines', JSON.stringify([{ productId: order.product._id, quantity: 1 }]));
    form.append('reason', 'changed-mind');
    form.append('details', '');
    const refused = await fetch(`${shopUrls.api}/api/orders/${order.orderNumber}/returns`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${shopper.token}` },
      body: form,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'Only a delivered order can be returned.' });
  });
});
