import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { checkout, fillAddress, newAccount, openWith, type Session } from '../checkout/shopper';
import { quietProducts, setStock, type StockedProduct } from './set-stock';

/**
 * The shop keeps finished pages and sends them to every visitor: what they say of stock must follow
 * the stock itself. One second is the most a page may lag behind a change.
 */
const FRESH_WITHIN_MS = 1_000;

let lastPiece: StockedProduct;
let session: Session;

test.beforeAll(async () => {
  // Not the products the stock journeys sell out: the third of the quiet ones.
  lastPiece = (await quietProducts(3))[2]!;
  await setStock(lastPiece, 1);
  ({ session } = await newAccount('Harpreet Kaur'));
});

/**
 * The stock the product page says, as the server sends it before any script runs: its Product's
 * availability (the related pieces below it have stock of their own).
 */
async function servedAvailability(page: Page): Promise<string> {
  const html = await (await page.request.get(`/product/${lastPiece._id}`)).text();
  const product = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!) as { '@type': string; offers?: { availability: string } })
    .find((data) => data['@type'] === 'Product');
  return product?.offers?.availability ?? 'none';
}

test.describe('catalog: pages kept by the shop stay true to its stock', () => {
  test('buying the last piece: the next page load says Out of stock', async ({ page }) => {
    expect(await servedAvailability(page)).toBe('https://schema.org/LimitedAvailability');
    // Sent from the shop's cache from now on: a browser that has it is told so.
    const etag = (await page.request.get(`/product/${lastPiece._id}`)).headers().etag!;
    const again = await page.request.get(`/product/${lastPiece._id}`, { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);

    await openWith(
      page,
      '/checkout',
      [
        {
          id: lastPiece._id,
          name: lastPiece.productName,
          image: lastPiece.image,
          price: lastPiece.price,
          quantity: 1,
        },
      ],
      session,
    );
    await fillAddress(page, '600004');
    const options = checkout(page).getByRole('radiogroup', { name: 'Shipping options' }).getByRole('radio');
    await expect(options.first()).toBeChecked();
    await checkout(page).getByRole('button', { name: 'Place Order' }).click();
    const razorpay = page.getByRole('dialog', { name: 'Razorpay Sandbox' });
    await razorpay.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/BA-\d+$/);

    await expect
      .poll(() => servedAvailability(page), { timeout: FRESH_WITHIN_MS, intervals: [50] })
      .toBe('https://schema.org/OutOfStock');
    await page.goto(`/product/${lastPiece._id}`);
    await expect(page.getByRole('article').getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('article').getByRole('button', { name: 'Tell me when it is back' }),
    ).toBeVisible();
    await expect(
      page.getByRole('article').getByRole('button', { name: 'Add to Cart', exact: true }),
    ).toHaveCount(0);
  });
});
