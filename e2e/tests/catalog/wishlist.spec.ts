import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { call, googleAccount, type TestSession } from '../account/shop-api';

/** A seeded lamp in stock that no other journey buys, saves or archives. */
const productId = 'samai-peacock';

interface ShownProduct {
  _id: string;
  productName: string;
  price: number;
}

const seeded = () => call<ShownProduct>(shopUrls.api, 'GET', `/api/products/${productId}`);

/** The product's page once the live page has replaced the server-rendered one (its buttons then work). */
async function openProduct(page: Page, product: ShownProduct) {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  await expect(page.locator('[aria-busy="true"] [data-boundary="catalog"]')).toHaveCount(0);
}

const savedIds = (page: Page) => page.evaluate(() => localStorage.getItem('wishlist'));

/** The same account in a browser of its own, as on another device. */
async function signInElsewhere(page: Page, session: TestSession) {
  await page.goto('/');
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

test.describe('catalog: the wishlist', () => {
  test('a visitor saves a piece, signs in, finds it on the account elsewhere and moves it to the cart', async ({
    page,
    browser,
    expectAccessible,
  }) => {
    const product = await seeded();
    await openProduct(page, product);
    const heart = page.getByRole('button', { name: `Save ${product.productName} to your wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();

    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`${product.productName} saved to your wishlist!`)).toBeVisible();
    expect(JSON.parse((await savedIds(page)) ?? '[]')).toEqual([productId]);
    await expectAccessible(page);

    // Signing in moves the browser's list to the account, once, and clears it from the browser.
    const session = await googleAccount('Lalitha Raman');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(session.user.email);
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu for Lalitha Raman' }),
    ).toBeVisible();
    await openProduct(page, product);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => savedIds(page)).toBeNull();

    // Another device with the same account: nothing in its storage, the piece is on the server.
    const elsewhere = await browser.newContext({ baseURL: shopUrls.host });
    const other = await elsewhere.newPage();
    await signInElsewhere(other, session);
    await other.goto('/wishlist');
    await expect(other.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
    const pieces = other.getByRole('list', { name: 'Saved pieces' });
    const row = pieces.getByRole('listitem').filter({ hasText: product.productName });
    await expect(row).toBeVisible();
    await expect(row.getByText('₹', { exact: false })).toBeVisible();
    await expect(row.getByText(/In stock|Only \d+ left/)).toBeVisible();
    expect(await savedIds(other)).toBeNull();
    await expectAccessible(other);

    await row.getByRole('button', { name: 'Move to cart' }).click();
    await expect(other.getByText(`${product.productName} added to cart!`)).toBeVisible();
    await expect(other.getByTestId('cart-badge')).toHaveText('1');
    await expect(other.getByText(/Your wishlist is empty/)).toBeVisible();
    await expect(other.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/products');
    await expectAccessible(other);
    await elsewhere.close();

    // Gone from the account's list on the first device too.
    await openProduct(page, product);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('a visitor saves a piece from a card of the shop and removes it on the list page', async ({
    page,
    expectAccessible,
  }) => {
    const product = await seeded();
    await page.goto(`/products?q=${encodeURIComponent(product.productName)}`);
    const card = page
      .getByRole('list', { name: 'Products' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: product.productName }) });
    await expect(card).toBeVisible();
    await expect(page.locator('[aria-busy="true"] [data-boundary="catalog"]')).toHaveCount(0);
    await card.getByRole('button', { name: `Save ${product.productName} to your wishlist` }).click();
    await expect(
      card.getByRole('button', { name: `Save ${product.productName} to your wishlist` }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/wishlist');
    const row = page.getByRole('list', { name: 'Saved pieces' }).getByRole('listitem');
    await expect(row.getByRole('heading', { name: product.productName })).toBeVisible();
    await row.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(/Your wishlist is empty/)).toBeVisible();
    expect(await savedIds(page)).toBeNull();
    await expectAccessible(page);
  });
});
