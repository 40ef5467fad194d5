import { expect, test } from '../../support/fixtures';
import { liveReleaseBase } from '../../support/live-releases';

/** Every request the page makes for the back office's code: its origin, or its releases anywhere. */
function recordAdminRequests(page: import('@playwright/test').Page, adminOrigin: string): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(adminOrigin) || url.includes('/releases/admin/')) requested.push(url);
  });
  return requested;
}

test.describe("admin: shoppers' pages never load the back office", () => {
  for (const path of ['/', '/products', '/cart', '/login']) {
    test(`${path} requests no file of the admin remote, even after a while`, async ({ page, urls }) => {
      const requested = recordAdminRequests(page, urls.admin);
      await page.goto(path);
      await expect(page.locator('main [data-boundary]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);
      // Not even preloaded by the page the server composed: its runtime config names the remote's
      // manifest (a string, as for every remote), but no link or script of the page points at it.
      const html = await (await fetch(`${urls.host}${path}`)).text();
      const tags = [...html.matchAll(/<(?:link|script)\b[^>]*>/g)].map(([tag]) => tag);
      expect(tags.filter((tag) => tag.includes(urls.admin) || tag.includes('/releases/admin/'))).toEqual([]);
    });
  }

  test('a shopper who moves around the shop loads none of it either; /admin loads it', async ({
    page,
    urls,
  }) => {
    const requested = recordAdminRequests(page, urls.admin);
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL('/products');
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/login');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await page.goto('/admin');
    await expect(page.locator('[data-boundary="admin"]')).toBeVisible();
    expect(requested).toContain(`${await liveReleaseBase('admin')}/remoteEntry.js`);
  });
});
