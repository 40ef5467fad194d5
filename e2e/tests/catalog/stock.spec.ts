import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { quietProducts, setStock, type StockedProduct } from './set-stock';
import { structuredData } from './structured-data';

let lastTwo: StockedProduct;
let soldOut: StockedProduct;

test.beforeAll(async () => {
  [lastTwo, soldOut] = (await quietProducts(2)) as [StockedProduct, StockedProduct];
  await setStock(lastTwo, 2);
  await setStock(soldOut, 0);
});

/** The product's own part of its page: the related pieces below it have stock of their own. */
const theProduct = (page: Page) => page.getByRole('article');

/** The product's page once the client-rendered page has replaced the server-rendered one. */
async function openProduct(page: Page, product: StockedProduct) {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  await expect(page.locator('[aria-busy="true"] [data-boundary="catalog"]')).toHaveCount(0);
}

const availability = async (page: Page) =>
  ((await structuredData(page, 'Product')) as { offers: { availability: string } }).offers.availability;

test.describe('catalog: stock on the product page', () => {
  test("the last two pieces read 'Only 2 left', and the stepper stops at 2", async ({ page }) => {
    await openProduct(page, lastTwo);
    await expect(theProduct(page).getByText('Only 2 left', { exact: true })).toBeVisible();
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    const plus = page.getByRole('button', { name: 'Increase quantity' });

    await plus.click();
    await expect(quantity).toHaveValue('2');
    await expect(plus).toBeDisabled();
    await quantity.fill('9');
    await expect(quantity).toHaveValue('2');
    expect(await availability(page)).toBe('https://schema.org/LimitedAvailability');

    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
  });

  test("an out-of-stock product cannot be added to the cart: 'Tell me when it is back' takes its place", async ({
    page,
  }) => {
    await openProduct(page, soldOut);
    await expect(theProduct(page).getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(theProduct(page).getByRole('button', { name: 'Tell me when it is back' })).toBeVisible();
    await expect(theProduct(page).getByRole('button', { name: 'Add to Cart', exact: true })).toHaveCount(0);
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
    expect(await availability(page)).toBe('https://schema.org/OutOfStock');
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
  });

  test('a product page with its stock and facts has no serious accessibility violations', async ({
    page,
    expectAccessible,
  }) => {
    await openProduct(page, lastTwo);
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);

    await openProduct(page, soldOut);
    await expectAccessible(page);
  });
});
