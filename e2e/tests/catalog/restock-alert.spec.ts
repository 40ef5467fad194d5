import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { uniqueEmail } from '../account/shop-api';
import { backOffice, openSignedIn, ownerSession } from '../admin/back-office';
import { quietProducts, setStock, type StockedProduct } from './set-stock';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** The sandbox's mail to `email`, newest first. */
async function mailTo(email: string): Promise<CaughtMail[]> {
  const response = await fetch(`${shopUrls.sandbox}/__sandbox/mail.json`);
  const { messages } = (await response.json()) as { messages: CaughtMail[] };
  return messages.filter((message) => message.to.includes(email));
}

let piece: StockedProduct;

test.beforeAll(async () => {
  // Not the products the stock, fresh-page and checkout journeys sell out: the fourth of the quiet ones.
  piece = (await quietProducts(4))[3]!;
  await setStock(piece, 0);
});

/** The product's page once the live page has replaced the server-rendered one (its buttons then work). */
async function openProduct(page: Page) {
  await page.goto(`/product/${piece._id}`);
  await expect(page.getByRole('heading', { level: 1, name: piece.productName })).toBeVisible();
  await expect(page.locator('[aria-busy="true"] [data-boundary="catalog"]')).toHaveCount(0);
}

test.describe('catalog: Tell me when it is back', () => {
  test('a visitor asks to be told about a sold-out piece; the owner restocks it in the back office; the mail arrives', async ({
    page,
    browser,
    expectAccessible,
  }) => {
    const email = uniqueEmail('restock');
    await openProduct(page);
    const shown = page.getByRole('article');
    await expect(shown.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Add to Cart', exact: true })).toHaveCount(0);

    const ask = shown.getByRole('form', { name: 'Tell me when it is back' });
    await ask.getByLabel('Your email address').fill(email);
    await ask.getByRole('button', { name: 'Tell me when it is back' }).click();
    await expect(shown.getByText(`We will mail you at ${email} when it is back.`)).toHaveAttribute(
      'role',
      'status',
    );
    await expectAccessible(page);

    // The owner puts pieces back in stock from the product's form, in a browser of their own.
    const office = await browser.newContext();
    try {
      const officePage = await office.newPage();
      await openSignedIn(officePage, await ownerSession(), `/admin/products/${piece._id}`);
      const form = backOffice(officePage).getByRole('form', { name: 'Edit the product' });
      await form.getByLabel('Stock (pieces)').fill('4');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(backOffice(officePage).getByRole('status')).toHaveText('Saved.');
    } finally {
      await office.close();
    }

    // The API's mail pass queues the alert's mail and hands it to the sandbox's catcher within a pass or two.
    const subject = `${piece.productName} is back in stock`;
    let mail: CaughtMail | undefined;
    await expect
      .poll(
        async () => {
          mail = (await mailTo(email)).find((message) => message.subject === subject);
          return mail !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(mail?.text).toContain('This was a one-time alert');
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(new URL(link).pathname).toBe(`/product/${piece._id}`);

    // The link opens the piece, in stock again; the alert was one-shot, so no second mail follows.
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { level: 1, name: piece.productName })).toBeVisible();
    await expect(
      page.getByRole('article').getByRole('button', { name: 'Add to Cart', exact: true }),
    ).toBeEnabled();
    expect((await mailTo(email)).filter((message) => message.subject === subject)).toHaveLength(1);
  });
});
