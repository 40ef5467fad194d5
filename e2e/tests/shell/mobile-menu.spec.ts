import { expect, test } from '../../support/fixtures';
import { googleAccount } from '../account/shop-api';

test.use({ viewport: { width: 375, height: 740 } });

test('the slide-in menu on a small screen carries the header links and Log In', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of ['Home', 'Shop', 'About us', 'Contact us', 'Blog', 'Log In']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(menu).toBeHidden();
});

test('Escape closes the slide-in menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('the slide-in menu carries My Orders and Logout for a signed-in shopper', async ({ page }) => {
  const session = await googleAccount('Mobile Shopper');
  await page.goto('/');
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.reload();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByText('No orders found.')).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});
