import { expect, test } from '../../support/fixtures';

/** The seeded Ganesha sold in three sizes, each with its own price, weight and SKU. */
const ganesha = '/product/ganesha-prabhavali-12in';

test.describe('catalog: a piece sold in sizes', () => {
  test('offers each size with its price, keeps the chosen one in a link that opens on it, and sells that size', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(ganesha);
    await expect(page.getByRole('heading', { level: 1, name: 'Ganesha with Prabhavali Arch' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"] [data-boundary="catalog"]')).toHaveCount(0);
    const sizes = page.getByRole('group', { name: /^Size/ });
    await expect(sizes.getByRole('radio', { name: '9 inch' })).toBeChecked();
    await expect(page.getByText('₹9,800', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await sizes.getByRole('radio', { name: '18 inch' }).check();
    await expect(page).toHaveURL(/\?variant=18-inch$/);
    await expect(page.getByText('₹28,500', { exact: true })).toBeVisible();

    // The address is the size: a shared link opens on it, drawn so by the server already.
    const served = await (await page.request.get(`${ganesha}?variant=18-inch`)).text();
    expect(served).toContain('₹28,500');
    await page.reload();
    await expect(sizes.getByRole('radio', { name: '18 inch' })).toBeChecked();

    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Ganesha with Prabhavali Arch (18 inch) added to cart!')).toBeVisible();
    await page.goto('/cart');
    const line = page.getByRole('link', { name: 'Ganesha with Prabhavali Arch (18 inch)' });
    await expect(line).toHaveAttribute('href', `${ganesha}?variant=18-inch`);
    await expect(page.getByText('₹28,500').first()).toBeVisible();
  });

  test("adds a card's first size in stock from the shop's list, naming it", async ({ page }) => {
    await page.goto('/products?q=prabhavali');
    await page.getByRole('button', { name: 'Add to Cart: Ganesha with Prabhavali Arch (9 inch)' }).click();
    await expect(page.getByText('Ganesha with Prabhavali Arch (9 inch) added to cart!')).toBeVisible();
  });
});
