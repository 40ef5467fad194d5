import { expect, test } from '../../support/fixtures';
import { googleAccount, uniqueEmail } from '../account/shop-api';
import { backOffice, openSignedIn, ownerSession } from './back-office';

test.describe('the back office is accessible (no serious or critical axe violations)', () => {
  test('the way in for a visitor, and the refusal a shopper sees', async ({ page, expectAccessible }) => {
    await page.goto('/admin');
    await expect(backOffice(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    await expectAccessible(page);

    await openSignedIn(page, await googleAccount('Meena Iyer', uniqueEmail('meena')), '/admin');
    await expect(backOffice(page).getByText("This area is for the shop's staff.")).toBeVisible();
    await expectAccessible(page);
  });

  test("the owner's dashboard, staff screen (with an error showing) and audit log", async ({
    page,
    expectAccessible,
  }) => {
    await openSignedIn(page, await ownerSession(), '/admin');
    await expect(backOffice(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(backOffice(page).getByText('Today', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/admin/staff');
    await expect(backOffice(page).getByRole('table')).toBeVisible();
    await expectAccessible(page);
    await backOffice(page).getByLabel('Email address').fill('not-an-address');
    await backOffice(page).getByRole('button', { name: 'Add to staff' }).click();
    await expect(backOffice(page).getByRole('alert')).toHaveText('Please enter a valid email address.');
    await expectAccessible(page);

    await page.goto('/admin/audit');
    await expect(backOffice(page).getByRole('table')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/admin/products');
    await expect(backOffice(page).getByRole('status')).toHaveText(/^\d+ products?$/);
    await expectAccessible(page);

    await page.goto('/admin/products/new');
    await expect(backOffice(page).getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await expectAccessible(page);
  });
});
