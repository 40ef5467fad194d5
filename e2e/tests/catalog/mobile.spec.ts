import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

test.use({ viewport: { width: 375, height: 740 } });

/** Nothing may be wider than the screen: a sideways scroll on a phone means broken layout. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('catalog at 375 px', () => {
  test('home: one new arrival a page with an n / total counter, the rail hidden under the menu', async ({
    page,
  }) => {
    await page.goto('/');
    const newArrivals = page.getByRole('region', { name: 'New Arrivals' });
    await expect(newArrivals.getByTestId('new-arrivals-list').getByRole('listitem')).toHaveCount(1);
    await expect(newArrivals.getByText(/^1 \/ \d+$/)).toBeVisible();
    await expect(newArrivals.getByRole('group', { name: 'New arrivals pages' })).toHaveCount(0);
    await newArrivals.getByRole('button', { name: 'Next new arrivals' }).click();
    await expect(newArrivals.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expectNoSidewaysScroll(page);

    const rail = page.getByRole('navigation', { name: 'Social media' });
    await expect(rail).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(rail).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(rail).toBeVisible();
  });

  test('shop: the category dropdown replaces the sidebar and filters the grid', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();

    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Lamps' });

    await expect(page).toHaveURL(/\/products\?category=lamps$/);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('lamps');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('product: image, details and the stepper fit the screen', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('list', { name: 'Products' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const image = page.getByRole('button', { name: /^Enlarge photo/ });
    // Measured once client-rendered: the server-rendered page it replaces is detached while being
    // measured otherwise.
    await expect(image).toBeEnabled();
    const box = await image.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
