import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { backOffice, openSignedIn, ownerSession } from './back-office';
import { tabTo } from '../../support/keyboard';
import {
  addPhotoWithApi,
  archiveWithApi,
  createInShopWithApi,
  createWithApi,
  publishWithApi,
} from './product-api';

/** The ids the shop's list of a category starts with, in the order it shows them without a sort. */
async function shopOrder(category: string, count: number): Promise<string[]> {
  const response = await fetch(`${shopUrls.api}/api/products?category=${category}&page=1&limit=${count}`);
  return ((await response.json()) as { items: { _id: string }[] }).items.map((item) => item._id);
}

/**
 * Drops the shop's own product photos (`api/public/images/products/<file>`) on a drop zone at once, as
 * a browser's drag and drop hands them over.
 */
async function dropPhotos(zone: Locator, files: string[]): Promise<void> {
  const photos = await Promise.all(
    files.map(async (name) => ({
      name,
      base64: (
        await readFile(new URL(`../../../api/public/images/products/${name}`, import.meta.url))
      ).toString('base64'),
    })),
  );
  const transfer = await zone.page().evaluateHandle((dropped) => {
    const data = new DataTransfer();
    for (const { name, base64 } of dropped) {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      data.items.add(new File([bytes], name, { type: 'image/webp' }));
    }
    return data;
  }, photos);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await zone.dispatchEvent(type, { dataTransfer: transfer });
  }
}

/** Whether the shop's search finds the product by its name. */
async function shopFinds(name: string, id: string): Promise<boolean> {
  const response = await fetch(`${shopUrls.api}/api/products?q=${encodeURIComponent(name)}&page=1&limit=50`);
  return ((await response.json()) as { items: { _id: string }[] }).items.some((item) => item._id === id);
}

test.describe('the back office: products', () => {
  test('the owner moves a product down and back up the shop’s order with the keyboard', async ({ page }) => {
    const owner = await ownerSession();
    const name = `Nandi Bell ${Date.now()}`;
    let id = '';
    try {
      id = await createInShopWithApi(name, 'bells', owner.token);
      // A new product opens the shop's order.
      const [first, second] = await shopOrder('bells', 2);
      expect(first).toBe(id);
      await openSignedIn(page, owner, '/admin/products?category=bells&status=active');
      const office = backOffice(page);
      const down = office.getByRole('button', { name: `Move down: ${name}` });
      await expect(office.getByRole('button', { name: `Move up: ${name}` })).toBeDisabled();

      await tabTo(page, down);
      await page.keyboard.press('Enter');
      await expect(office.getByRole('row').nth(2)).toContainText(name);
      await expect(down).toBeFocused();
      await expect.poll(() => shopOrder('bells', 2)).toEqual([second, id]);

      const up = office.getByRole('button', { name: `Move up: ${name}` });
      await tabTo(page, up, { backwards: true });
      await page.keyboard.press('Enter');
      await expect(office.getByRole('row').nth(1)).toContainText(name);
      await expect.poll(() => shopOrder('bells', 2)).toEqual([id, second]);
    } finally {
      if (id) await archiveWithApi(id, owner.token);
    }
  });

  test('the owner drafts a product, drops two photos at once while filling it, publishes it, and the shop shows it', async ({
    page,
    expectAccessible,
  }) => {
    const name = `Annapakshi Diya ${Date.now()}`;
    const owner = await ownerSession();
    let id = '';
    try {
      await openSignedIn(page, owner, '/admin/products/new');
      const office = backOffice(page);
      const form = office.getByRole('form', { name: 'New product' });
      await expect(form).toBeVisible();
      await expectAccessible(page);

      // The photos upload as soon as they are dropped, while the rest of the form is filled.
      await form.getByLabel('Name').fill(name);
      await dropPhotos(office.getByRole('group', { name: 'Drop photos' }), [
        'akhand-diya-glass-chimney-480.webp',
        'aarti-diya-with-handle-480.webp',
      ]);
      await form
        .getByLabel('Description')
        .fill('A swan-shaped brass diya for the pooja room, hand-finished in Kumbakonam.');
      await form.getByLabel('Price (₹, whole rupees)').fill('1850');
      await form.getByLabel('Category').selectOption('lamps');
      await form.getByLabel('Stock (pieces)').fill('3');
      await form.getByLabel('Height (cm)').fill('14.5');
      await form.getByLabel('Width (cm)').fill('16');
      await form.getByLabel('Depth (cm)').fill('9');
      await form.getByLabel('Weight (kg)').fill('0.65');
      await form.getByLabel('Material').fill('Brass');
      await form.getByLabel('Finish').fill('Antique');
      const photos = office.getByRole('list', { name: 'Photos, the main one first' });
      // The API renders each photo into seven files before it answers: a few seconds each.
      await expect(photos.getByRole('img')).toHaveCount(2, { timeout: 30_000 });
      await expect(photos.getByText('Main photo')).toBeVisible();
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Save' }).click();

      // Saved as a draft under the address of its name, its photos with it; no shopper sees it yet.
      await expect(page).toHaveURL(/\/admin\/products\/annapakshi-diya-\d+$/);
      id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await expect(office.getByText(/^Draft: not in the shop until you publish it\./)).toBeVisible();
      await expect(photos.getByRole('img')).toHaveCount(2);
      expect(await shopFinds(name, id)).toBe(false);
      await page.goto(`/product/${id}`);
      const product = page.locator('[data-boundary="catalog"]');
      await expect(product.getByRole('alert')).toContainText('Product not found');

      await page.goto(`/admin/products?status=draft&q=${encodeURIComponent(name)}`);
      await expect(office.getByRole('row', { name: new RegExp(name) })).toContainText('Draft');
      await office.getByRole('link', { name }).click();
      await office.getByRole('button', { name: 'Publish' }).click();
      await expect(office.getByRole('button', { name: 'Unpublish' })).toBeVisible();
      await expect(office.getByText(/^In the shop\./)).toBeVisible();
      await expect.poll(() => shopFinds(name, id)).toBe(true);

      await page.goto(`/product/${id}`);
      // The product itself, not the related pieces' cards under it.
      const shown = product.getByRole('article');
      await expect(shown.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(shown.getByText('₹1,850')).toBeVisible();
      await expect(shown.getByText('Only 3 left')).toBeVisible();
      const details = shown.getByRole('region', { name: 'Details' });
      await expect(details.getByRole('row', { name: 'Height 14.5 cm' })).toBeVisible();
      await expect(details.getByRole('row', { name: 'Weight 0.65 kg' })).toBeVisible();
      await expect(details.getByRole('row', { name: 'Finish Antique' })).toBeVisible();
      // Without alt text the photos are described by the product's name.
      const image = shown.getByRole('img', { name }).first();
      await expect(image).toHaveAttribute('src', /\/images\/uploads\//);
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);

      // Back to draft from the back office: the product page no longer finds it.
      await page.goto(`/admin/products/${id}`);
      await office.getByRole('button', { name: 'Unpublish' }).click();
      await expect(office.getByRole('button', { name: 'Publish' })).toBeVisible();
      await page.goto(`/product/${id}`);
      await expect(product.getByRole('alert')).toContainText('Product not found');
    } finally {
      if (id) await archiveWithApi(id, owner.token);
    }
  });

  test('the owner sells a bell in two sizes, and the shop offers each at its own price and stock', async ({
    page,
    expectAccessible,
  }) => {
    const owner = await ownerSession();
    const name = `Temple Bell ${Date.now()}`;
    let id = '';
    try {
      id = await createWithApi(name, 'bells', owner.token);
      await addPhotoWithApi(id, owner.token, 'aarti-diya-with-handle-480.webp', 'The bell from the front');
      await publishWithApi(id, owner.token);
      await openSignedIn(page, owner, `/admin/products/${id}`);
      const office = backOffice(page);
      const sizes = office.getByRole('form', { name: 'Sizes and finishes' });
      await expect(sizes).toBeVisible();

      await sizes.getByRole('button', { name: 'Add an option' }).click();
      await sizes.getByLabel('Name (such as Size)').fill('Size');
      await sizes.getByLabel('Values, separated by commas').fill('4 inch, 6 inch');
      await sizes.getByRole('button', { name: 'Add every combination' }).click();
      const rows = sizes.getByRole('table', { name: 'Variants' });
      await expect(rows.getByRole('rowheader')).toHaveText(['4 inch', '6 inch']);
      await expectAccessible(page);

      for (const [size, sku, price, stock] of [
        ['4 inch', `TB-${Date.now()}-4`, '1250', '6'],
        ['6 inch', `TB-${Date.now()}-6`, '1890', '0'],
      ] as const) {
        await sizes.getByLabel(`SKU: ${size}`, { exact: true }).fill(sku);
        await sizes.getByLabel(`Price (₹): ${size}`, { exact: true }).fill(price);
        await sizes.getByLabel(`Weight (kg): ${size}`, { exact: true }).fill('0.5');
        await sizes.getByLabel(`Stock: ${size}`, { exact: true }).fill(stock);
      }
      await sizes.getByRole('button', { name: 'Save sizes and finishes' }).click();
      await expect(sizes.getByRole('status')).toHaveText('Sizes and finishes saved.');

      // The shop offers the sizes; the one sold out says so and takes no order.
      await page.goto(`/product/${id}?variant=6-inch`);
      const shown = page.locator('[data-boundary="catalog"]').getByRole('article');
      const size = shown.getByRole('group', { name: /^Size/ });
      await expect(size.getByRole('radio', { name: /^6 inch/ })).toBeChecked();
      await expect(shown.getByText('₹1,890')).toBeVisible();
      await expect(shown.getByText('Out of stock')).toBeVisible();
      await expect(shown.getByRole('button', { name: 'Add to Cart', exact: true })).toHaveCount(0);

      await size.getByRole('radio', { name: /^4 inch/ }).check();
      await expect(page).toHaveURL(/\?variant=4-inch$/);
      await expect(shown.getByText('₹1,250')).toBeVisible();
      await shown.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string }[]))
        .toEqual([expect.objectContaining({ id: `${id}--4-inch`, name: `${name} (4 inch)`, price: 1250 })]);
    } finally {
      if (id) await archiveWithApi(id, owner.token);
    }
  });
});
