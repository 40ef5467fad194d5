import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { googleAccount, registerAccount, uniqueEmail } from './shop-api';

const header = (page: Page) => page.getByRole('banner');

test.describe('account: sign in and registration', () => {
  test('register, signed in at once with the avatar letter and menu, then logout', async ({ page }) => {
    const email = uniqueEmail('asha');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Name').fill('asha Iyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('brass-lamp-2025');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/');
    const avatar = header(page).getByRole('button', { name: 'Account menu for asha Iyer' });
    await expect(avatar).toHaveText('A');
    await expect(header(page).getByRole('link', { name: 'Log In' })).toHaveCount(0);
    const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);
    expect(stored[0]).toBeTruthy();
    expect(JSON.parse(stored[1] ?? '{}')).toMatchObject({ name: 'asha Iyer', email });

    await avatar.click();
    await expect(header(page).getByText('asha Iyer', { exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await header(page).getByRole('button', { name: 'Logout' }).click();

    await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(avatar).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  test('signs in with email and password and goes home by default', async ({ page }) => {
    const email = uniqueEmail('ravi');
    await registerAccount('Ravi Kumar', email, 'brass-urli-2025');
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('brass-urli-2025');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL('/');
    await expect(header(page).getByRole('button', { name: 'Account menu for Ravi Kumar' })).toHaveText('R');
  });

  test("a failed login alerts 'Login failed' and stays on /login", async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect.poll(() => alerts).toEqual(['Login failed']);
    // Said beside the form too, where it stays after the alert is gone.
    await expect(page.locator('[data-boundary="account"]').getByRole('alert')).toHaveText('Login failed');
    await expect(page).toHaveURL('/login');
    await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });

  test("a duplicate registration shows the server's message", async ({ page }) => {
    const email = uniqueEmail('twice');
    await googleAccount('First Owner', email);
    await page.goto('/register');
    await page.getByLabel('Name').fill('Second Try');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('brass-bell-2025');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
    await expect(page).toHaveURL('/register');
    await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test("Google sign-in through the sandbox's account chooser", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const chooser = page.getByRole('dialog');
    await chooser.getByLabel('Email').fill(uniqueEmail('meera'));
    await chooser.getByLabel('Name (optional)').fill('Meera Nair');
    await chooser.getByRole('button', { name: 'Continue' }).click();

    await expect(chooser).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await expect(header(page).getByRole('button', { name: 'Account menu for Meera Nair' })).toHaveText('M');
  });

  test('returns to /checkout after sign-in, from the checkout or from a ?next= link', async ({ page }) => {
    const account = await googleAccount('Kavya Rao');
    const email = account.user.email;
    // Google accounts have no password: give this one a password account of its own.
    const passwordEmail = uniqueEmail('kavya');
    await registerAccount('Kavya Rao', passwordEmail, 'brass-diya-2025');

    // The checkout sends a visitor to sign in, with the way back in the history state and in ?next=.
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await page.getByLabel('Email').fill(passwordEmail);
    await page.getByLabel('Password').fill('brass-diya-2025');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(header(page).getByRole('button', { name: /Account menu for Kavya Rao/ })).toBeVisible();

    // A link can say the same with ?next=, and Google sign-in honours it too.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login?next=%2Fcheckout');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/checkout');
  });

  test('a shopper sent to sign in from the checkout who creates an account instead is back at the checkout', async ({
    page,
  }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Name').fill('Nirmal Sandhu');
    await page.getByLabel('Email').fill(uniqueEmail('nirmal'));
    await page.getByLabel('Password').fill('brass-kalash-2025');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/checkout');
    await expect(header(page).getByRole('button', { name: /Account menu for Nirmal Sandhu/ })).toBeVisible();
  });

  test('a ?next= pointing at another site is ignored', async ({ page }) => {
    const email = uniqueEmail('guard');
    await googleAccount('Guard Test', email);
    await page.goto('/login?next=//evil.example/phish');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/');
  });

  test('sign-in and registration pages have no serious accessibility violations', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectAccessible(page);
  });
});
