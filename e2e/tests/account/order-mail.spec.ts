import { readFile } from 'node:fs/promises';
import { pdfText } from '@brass/api/test/pdf-text';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { openWith } from '../checkout/shopper';
import { deliveryAddress, googleAccount, placeOrder, type TestSession } from './shop-api';

interface CaughtMail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** The sandbox's mail to `email`, newest first. */
async function mailTo(email: string): Promise<CaughtMail[]> {
  const response = await fetch(`${shopUrls.sandbox}/__sandbox/mail.json`);
  const { messages } = (await response.json()) as { messages: CaughtMail[] };
  return messages.filter((message) => message.to.includes(email));
}

async function bytesOf(url: string, token?: string): Promise<{ status: number; type: string; body: Buffer }> {
  const response = await fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** The product's HSN code as the shop keeps it. */
async function hsnOf(productId: string): Promise<string> {
  const response = await fetch(`${shopUrls.api}/api/products/${encodeURIComponent(productId)}`);
  return ((await response.json()) as { facts: { hsnCode: string } }).facts.hsnCode;
}

let shopper: TestSession;

test.beforeAll(async () => {
  shopper = await googleAccount('Lakshmi Narayanan');
});

test.describe('account: order mail and the GST invoice', () => {
  test('a paid order is confirmed by mail with its GST invoice attached, readable in the sandbox mail', async ({
    page,
    urls,
    expectAccessible,
  }) => {
    const order = await placeOrder(shopper);
    const subject = `Your Brass Aangan order ${order.orderNumber}`;

    // The API's mail pass queues the confirmation and hands it to the sandbox's catcher within a pass or two.
    let mail: CaughtMail | undefined;
    await expect
      .poll(
        async () => {
          mail = (await mailTo(shopper.user.email)).find((message) => message.subject === subject);
          return mail?.attachments;
        },
        { timeout: 20_000 },
      )
      .toEqual([
        {
          filename: `invoice-${order.orderNumber}.pdf`,
          contentType: 'application/pdf',
          size: expect.any(Number),
        },
      ]);
    expect(mail?.text).toContain(`Thank you for your order ${order.orderNumber}.`);
    expect(mail?.text).toContain(`/orders/${order.orderNumber}`);

    // The attached invoice, as the shopper's mail program would save it.
    const attached = await bytesOf(`${urls.sandbox}/__sandbox/mail/${mail?.id}/attachments/0`);
    expect(attached.type).toBe('application/pdf');
    const text = (await pdfText(attached.body)).replace(/\s+/g, ' ');
    const total = order.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 });
    // The shop under test has saved no GSTIN: its invoice is a bill of supply, in that series.
    expect(text).toMatch(/Bill number BOS\/\d\d-\d\d\/\d{5} /);
    expect(text).toContain(`Order number ${order.orderNumber}`);
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(text).toContain(`HSN Qty`);
    expect(text).toContain(` ${await hsnOf(order.product._id)} 2 `);
    expect(text).toMatch(/CGST 6% [\d,]+\.\d\d SGST 6% [\d,]+\.\d\d/);
    expect(text).not.toContain('IGST');
    expect(text).toContain(`Total (Rs.) ${total}`);

    // And on the sandbox's page a developer reads.
    await page.goto(`${urls.sandbox}/__sandbox/mail`);
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { name: subject }) });
    await expect(article.getByRole('link', { name: `invoice-${order.orderNumber}.pdf` })).toBeVisible();
    await expectAccessible(page);
  });

  test('a parcel to another state is invoiced with IGST instead of CGST and SGST', async ({ urls }) => {
    const order = await placeOrder(shopper, 1, {
      ...deliveryAddress,
      address1: '4 Janpath',
      city: 'New Delhi',
      region: 'Delhi',
      zip: '110001',
    });
    const invoice = await bytesOf(`${urls.api}/api/orders/${order.orderNumber}/invoice`, shopper.token);
    const text = (await pdfText(invoice.body)).replace(/\s+/g, ' ');
    expect(text).toContain('Place of supply: Delhi (07)');
    expect(text).toContain(` ${await hsnOf(order.product._id)} 1 `);
    expect(text).toMatch(/IGST 12% [\d,]+\.\d\d/);
    expect(text).not.toMatch(/[CS]GST/);
  });

  test("the order's invoice downloads from its page for its shopper, and for nobody else", async ({
    page,
    urls,
  }) => {
    const order = await placeOrder(shopper, 1);
    await openWith(page, `/orders/${order.orderNumber}`, [], shopper);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download invoice (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${order.orderNumber}.pdf`);
    const text = (await pdfText(await readFile(await download.path()))).replace(/\s+/g, ' ');
    expect(text).toContain(`Order number ${order.orderNumber}`);
    expect(text).toContain(
      `Total (Rs.) ${order.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );

    const invoiceUrl = `${urls.api}/api/orders/${order.orderNumber}/invoice`;
    const stranger = await googleAccount('Someone Else');
    expect((await bytesOf(invoiceUrl, stranger.token)).status).toBe(404);
    expect((await bytesOf(invoiceUrl)).status).toBe(401);
  });
});
