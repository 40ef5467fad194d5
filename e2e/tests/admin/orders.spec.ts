import { readFile } from 'node:fs/promises';
import { pdfText } from '@brass/api/test/pdf-text';
import type { Download } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import {
  call,
  deliveryAddress,
  googleAccount,
  placeCodOrder,
  placeOrder,
  uniqueEmail,
} from '../account/shop-api';
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
    await expect(office.getByRole('status').filter({ hasText: /^\d+ orders?$/ })).toHaveText('1 order');
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
    // The shop under test has saved no GSTIN: its invoices are bills of supply, in their own series.
    await expect(office.getByText(/^BOS\/\d\d-\d\d\/\d{5}$/)).toBeVisible();
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

  test('the owner cancels a paid order, its money goes back through Razorpay and a credit note takes back its invoice', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const shopper = await googleAccount('Farhan Ali', uniqueEmail('farhan'));
    const order = await placeOrder(shopper, 1);

    await openSignedIn(page, await ownerSession(), `/admin/orders/${order._id}`);
    const office = backOffice(page);
    await expect(office.getByRole('heading', { level: 1, name: `Order ${order._id}` })).toBeVisible();
    // Downloading the invoice issues it, if the confirmation mail has not yet.
    const invoice = page.waitForEvent('download');
    await office.getByRole('button', { name: 'Download invoice (PDF)' }).click();
    await invoice;
    const invoiceNumber = office.getByText(/^BOS\/\d\d-\d\d\/\d{5}$/);
    await expect(invoiceNumber).toBeVisible();
    await expect(office.getByLabel(/Refund on cancelling/)).toHaveValue(String(order.totalAmount));
    await office.getByRole('button', { name: 'Cancel order' }).click();

    await expect(office.getByText(/^Cancelled ·/)).toBeVisible();
    const refunds = office.getByRole('region', { name: 'Refunds' });
    await expect(refunds).toContainText('Order cancelled');
    await expect(refunds).toContainText('processed');
    await expect(office.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(office.getByRole('region', { name: 'Refund', exact: true })).toHaveCount(0);

    const notes = office.getByRole('list').filter({ hasText: /^CN\// });
    await expect(notes).toContainText(`· Order cancelled ·`);
    const noteNumber = (await notes.getByText(/^CN\/\d\d-\d\d\/\d{5}$/).textContent()) ?? '';
    await expectAccessible(page);
    const note = page.waitForEvent('download');
    await notes.getByRole('button', { name: `Download ${noteNumber} (PDF)` }).click();
    const file = await note;
    expect(file.suggestedFilename()).toBe(`credit-note-${noteNumber.replaceAll('/', '-')}.pdf`);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/admin/orders?status=cancelled');
    await expect(office.getByRole('row', { name: new RegExp(order._id) })).toContainText('refunded');
  });

  test("the owner downloads a month's GSTR-1 table as the GST offline tool takes it", async ({
    page,
    expectAccessible,
  }, testInfo) => {
    await openSignedIn(page, await ownerSession(), '/admin/orders');
    const office = backOffice(page);
    const returns = office.getByRole('region', { name: 'GST return (GSTR-1)' });
    await expect(returns).toBeVisible();
    await expectAccessible(page);
    const month = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      timeZone: 'Asia/Kolkata',
    })
      .format(new Date())
      .slice(0, 7);
    await returns.getByLabel('Month').fill(month);
    await returns.getByRole('combobox', { name: 'Table' }).selectOption('b2cs');
    const download = page.waitForEvent('download');
    await returns.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`gstr1-${month}-b2cs.csv`);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    expect((await readFile(saved, 'utf8')).split('\n')[0]).toBe(
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    );
  });

  test('staff confirm an order paid on delivery after calling the shopper, and only then is it booked', async ({
    page,
    expectAccessible,
  }) => {
    const shopper = await googleAccount('Gurpreet Kaur', uniqueEmail('gurpreet'));
    const order = await placeCodOrder(shopper);
    expect(order.shiprocketAwbCode).toBeUndefined();

    await openSignedIn(page, await ownerSession(), `/admin/orders/${order._id}`);
    const office = backOffice(page);
    const confirm = office.getByRole('region', { name: 'Cash on delivery: confirm with the shopper' });
    await expect(confirm).toContainText('Call Gurpreet Kaur on');
    await expect(office.getByText('Not booked yet')).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Confirm COD order' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(office.getByText(/^\d{14}$/)).toBeVisible();
  });

  test("the owner chooses two shipped orders, prints their labels and packing slips, and the day's pickup manifest", async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const shopper = await googleAccount('Meera Nair', uniqueEmail('meera'));
    const owner = await ownerSession();
    const gift = await placeOrder(shopper, 1, deliveryAddress, { gift: { message: 'Happy Diwali, Amma!' } });
    const plain = await placeOrder(shopper, 1, deliveryAddress);
    for (const order of [gift, plain])
      await call(
        shopUrls.api,
        'POST',
        `/api/admin/orders/${order._id}/status`,
        { status: 'shipped' },
        owner.token,
      );

    await openSignedIn(page, owner, `/admin/orders?q=${encodeURIComponent(shopper.user.email)}`);
    const office = backOffice(page);
    await expect(office.getByRole('status').filter({ hasText: /^\d+ orders?$/ })).toHaveText('2 orders');
    const papers = office.getByRole('region', { name: 'Shipping papers' });
    await expect(papers.getByRole('button', { name: 'Print labels' })).toBeDisabled();
    // Chosen from the keyboard, then the rest of the page at once.
    await office.getByRole('checkbox', { name: `Select ${plain._id}` }).focus();
    await page.keyboard.press('Space');
    await expect(papers).toContainText('1 order chosen.');
    await office.getByRole('checkbox', { name: 'Select all shown' }).check();
    await expect(papers).toContainText('2 orders chosen.');
    await expectAccessible(page);

    const saved = async (download: Promise<Download>) => {
      const file = await download;
      const path = testInfo.outputPath(file.suggestedFilename());
      await file.saveAs(path);
      return {
        name: file.suggestedFilename(),
        text: (await pdfText(await readFile(path))).replace(/\s+/g, ' '),
      };
    };
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

    let download = page.waitForEvent('download');
    await papers.getByRole('button', { name: 'Print labels' }).click();
    const labels = await saved(download);
    expect(labels.name).toBe(`shipping-labels-${day}.pdf`);
    for (const order of [gift, plain]) expect(labels.text).toContain(`AWB ${order.shiprocketAwbCode}`);
    await expect(papers.getByRole('status')).toHaveText('Labels saved for 2 orders.');

    download = page.waitForEvent('download');
    await papers.getByRole('button', { name: 'Print packing slips' }).click();
    const slips = await saved(download);
    expect(slips.name).toBe(`packing-slips-${day}.pdf`);
    for (const order of [gift, plain]) expect(slips.text).toContain(`Order number ${order._id}`);
    expect(slips.text).toContain('Gift message Happy Diwali, Amma!');
    expect(slips.text).not.toContain('₹');
    expect(slips.text).not.toMatch(/Rs\.|Total|Tax|GST|\d\.\d\d\b/);

    download = page.waitForEvent('download');
    await papers.getByRole('button', { name: 'Pickup manifest' }).click();
    const manifest = await saved(download);
    expect(manifest.name).toBe(`pickup-manifest-${day}.pdf`);
    expect(manifest.text).toContain('Pickup Manifest');
    for (const order of [gift, plain]) expect(manifest.text).toContain(String(order.shiprocketAwbCode));
    await expect(papers.getByRole('status')).toHaveText(
      "Pickup asked for, and the manifest of today's shipments saved.",
    );
    await expectAccessible(page);
  });
});
