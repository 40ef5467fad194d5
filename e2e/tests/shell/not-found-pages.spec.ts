import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { ownerSession } from '../admin/back-office';
import { archiveWithApi, createInShopWithApi } from '../admin/product-api';

/** The way back into the shop every not-found page offers: its links, and a search box. */
async function expectWayOn(page: Page, links: string[]) {
  const main = page.getByRole('main');
  for (const name of links) await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  const search = main.getByRole('search', { name: 'Search the shop' });
  await expect(search).toHaveAttribute('action', '/products');
  await expect(search.getByRole('searchbox', { name: 'Search the shop' })).toBeVisible();
}

test.describe('not-found pages', () => {
  test('an unknown address answers 404 with the shell’s page in the HTML itself, then searches', async ({
    browser,
    page,
  }) => {
    // Without scripts, as a crawler reads it: the page is in what the server sent.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const still = await context.newPage();
    const response = await still.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(still.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectWayOn(still, ['Home', 'Browse the shop', 'Blog']);
    await context.close();

    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('searchbox', { name: 'Search the shop' }).fill('urli');
    await page.getByRole('main').getByRole('searchbox', { name: 'Search the shop' }).press('Enter');
    await expect(page).toHaveURL(/\/products\?q=urli$/);
  });

  test('an unknown product answers 404 with its error, the way on and no related pieces', async ({
    page,
  }) => {
    expect((await page.goto('/product/no-such-idol'))?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText('Error: Product not found');
    await expectWayOn(page, ['Home', 'Shop', 'Blog']);
    await expect(page.getByRole('list', { name: 'Related pieces' })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('an unknown post answers 404 with the blog’s texts and the way on', async ({ page }) => {
    expect((await page.goto('/blogs/no-such-post'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog not found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blogs' })).toBeVisible();
    await expectWayOn(page, ['Home', 'Shop', 'Blog']);
  });

  test('an archived product answers 404 and offers live pieces like it', async ({ page }) => {
    const owner = await ownerSession();
    const id = await createInShopWithApi(`Temple Bell ${Date.now()}`, 'lamps', owner.token);
    await archiveWithApi(id, owner.token);

    expect((await page.goto(`/product/${id}`))?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText('Error: Product not found');
    await expectWayOn(page, ['Home', 'Shop', 'Blog']);
    const related = page.getByRole('list', { name: 'Related pieces' });
    await expect(related.getByRole('link').first()).toBeVisible();
    const first = await related.getByRole('link').first().getAttribute('href');
    expect((await fetch(`${shopUrls.api}/api/products/${first!.split('/').pop()}`)).status).toBe(200);
  });

  test('a renamed product keeps its address: ids never change, so no redirect is needed', async ({
    page,
  }) => {
    const owner = await ownerSession();
    const id = await createInShopWithApi(`Hanging Bell ${Date.now()}`, 'lamps', owner.token);
    try {
      const renamed = await fetch(`${shopUrls.api}/api/admin/products/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Hanging Temple Bell, renamed',
          description: 'A brass bell for the doorway, tuned by hand.',
          price: 1250,
          category: 'lamps',
          stock: 5,
          loadedStock: 5,
          facts: { heightCm: 12, widthCm: 8, depthCm: 8, weightKg: 0.4 },
        }),
      });
      expect(renamed.status, await renamed.clone().text()).toBe(200);

      expect((await page.goto(`/product/${id}`))?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Hanging Temple Bell, renamed' }),
      ).toBeVisible();
    } finally {
      await archiveWithApi(id, owner.token);
    }
  });
});

test.describe('sharing a product where the browser has no share sheet', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('offers WhatsApp in a new tab and copies the link, saying so', async ({ page }) => {
    const id = 'ganesha-prabhavali-12in';
    await page.goto(`/product/${id}?from=home`);
    const address = `${new URL(page.url()).origin}/product/${id}`;

    const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(whatsApp).toHaveAttribute('rel', 'noopener');
    const sent = new URL((await whatsApp.getAttribute('href'))!);
    expect(sent.origin).toBe('https://wa.me');
    expect(sent.searchParams.get('text')).toMatch(new RegExp(`₹[\\d,]+ at Brass Aangan: ${address}$`));
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);

    // The server's page shows its buttons disabled until the live page takes its place.
    const copy = page.getByRole('button', { name: 'Copy link' });
    await expect(copy).toBeEnabled();
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });
});
