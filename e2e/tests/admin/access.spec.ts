import { expect, test } from '../../support/fixtures';
import { shopOwner } from '../../support/shop-owner';
import { googleAccount, registerAccount, uniqueEmail } from '../account/shop-api';
import { backOffice, openSignedIn, ownerSession, sideNavigation } from './back-office';

const SCREENS = [
  'Dashboard',
  'Products',
  'Orders',
  'Returns',
  'Coupons',
  'Content',
  'Inbox',
  'Reviews',
  'Settings',
  'Staff',
  'Releases',
  'Audit log',
];

test.describe('admin: who may enter the back office', () => {
  test('a visitor is asked to log in with a staff account, and the login brings them back', async ({
    page,
  }) => {
    const response = await page.goto('/admin/audit');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const office = backOffice(page);
    await expect(office.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
    await expect(office.getByText('Please log in with a staff account to run the shop.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    // A shopper's account logs in and comes back here, where the API then refuses it.
    const email = uniqueEmail('kavya');
    await registerAccount('Kavya Menon', email, 'brass-peacock-lamp-2025');
    await office.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/login?next=%2Fadmin%2Faudit');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('brass-peacock-lamp-2025');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL('/admin/audit');
    await expect(office.getByText("This area is for the shop's staff.")).toBeVisible();
  });

  test("a shopper sees the API's refusal and none of the shop's data", async ({ page }) => {
    const adminCalls: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/admin/'))
        adminCalls.push(`${response.url()} ${response.status()}`);
    });
    await openSignedIn(page, await googleAccount('Meena Iyer'), '/admin/staff');

    const office = backOffice(page);
    await expect(office.getByText("This area is for the shop's staff.")).toBeVisible();
    await expect(office.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
    await expect(sideNavigation(page)).toHaveCount(0);
    await expect(office.getByRole('table')).toHaveCount(0);
    expect(adminCalls.map((call) => call.replace(/^https?:\/\/[^/]+/, ''))).toEqual(['/api/admin/me 403']);
  });

  test('the owner gets the back office: every screen a route of its own, and who is signed in', async ({
    page,
  }) => {
    await openSignedIn(page, await ownerSession(), '/admin');

    const office = backOffice(page);
    await expect(office.getByText(`Signed in as ${shopOwner.name} (Owner)`)).toBeVisible();
    await expect(office.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(sideNavigation(page).getByRole('link')).toHaveText(SCREENS);
    await expect(page).toHaveTitle('Dashboard · Back office · Brass Aangan');

    for (const [name, path] of [
      ['Products', '/admin/products'],
      ['Orders', '/admin/orders'],
      ['Returns', '/admin/returns'],
      ['Coupons', '/admin/coupons'],
      ['Content', '/admin/content'],
      ['Inbox', '/admin/inbox'],
      ['Reviews', '/admin/reviews'],
      ['Settings', '/admin/settings'],
      ['Audit log', '/admin/audit'],
      ['Releases', '/admin/releases'],
      ['Staff', '/admin/staff'],
    ] as const) {
      await sideNavigation(page).getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(office.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(sideNavigation(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
    // A screen's address opened directly, as after a reload.
    await page.reload();
    await expect(office.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(office.getByRole('row', { name: new RegExp(shopOwner.email) })).toBeVisible();
  });

  test("the shop's header leads the owner to the back office, by keyboard and from the phone's menu; a shopper never sees the way", async ({
    page,
  }) => {
    const meMatches = (url: string) => new URL(url).pathname === '/api/users/me';
    const shopperChecked = page.waitForResponse((response) => meMatches(response.url()));
    await openSignedIn(page, await googleAccount('Ravi Kumar'), '/products');
    expect((await shopperChecked).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Account menu for Ravi Kumar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back office', includeHidden: true })).toHaveCount(0);

    await openSignedIn(page, await ownerSession(), '/products');
    const header = page.getByRole('banner');
    const link = header.getByRole('link', { name: 'Back office' });
    await expect(link).toBeVisible();
    await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin');
    await expect(backOffice(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // A workplace of its own: no shop header around it, and its own way back to the shop.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(backOffice(page).getByRole('link', { name: 'View the shop' })).toBeVisible();
    // Not even for a moment on a first visit: the page the server sends has no shop header to replace.
    const sent = async (path: string) => (await page.request.get(path)).text();
    expect(await sent('/admin/orders')).not.toContain('<header');
    expect(await sent('/products')).toContain('<header');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(link).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Back office' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(backOffice(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
