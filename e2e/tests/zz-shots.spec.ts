import { expect, test } from '../support/fixtures';
import { googleAccount, placeOrder, uniqueEmail } from './account/shop-api';
import { backOffice, openSignedIn, ownerSession } from './admin/back-office';

for (const width of [390, 1280]) {
  test(`back office shots at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const shopper = await googleAccount('Farhan Ali', uniqueEmail('shots'));
    await placeOrder(shopper, 1);
    const owner = await ownerSession();
    await openSignedIn(page, owner, '/admin');
    const office = backOffice(page);
    await expect(office.getByRole('region', { name: 'Sales, last 30 days' })).toBeVisible();
    await page.screenshot({ path: `/tmp/shot-dashboard-${width}.png`, fullPage: true });
    await page.goto('/admin/audit?subject=order');
    await expect(office.getByText('Changes found')).toBeVisible();
    await page.screenshot({ path: `/tmp/shot-audit-${width}.png` });
    await page.goto('/admin/products');
    await expect(office.getByRole('table')).toBeVisible();
    await page.screenshot({ path: `/tmp/shot-products-${width}.png` });
    await page.goto('/admin/orders');
    await office.getByRole('region', { name: 'GST return (GSTR-1)' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shot-orders-${width}.png` });
  });
}
