import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { registerAccount, uniqueEmail } from './shop-api';

const accountPage = (page: Page) => page.locator('[data-boundary="account"]');

/** Signs in through /login's form; the shop also alerts a failure, which is dismissed here. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await accountPage(page).getByLabel('Email').fill(email);
  await accountPage(page).getByLabel('Password').fill(password);
  await accountPage(page).getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('account: password reset', () => {
  test('Forgot password? on /login, the link in the sandbox mail, a new password that signs in where the old one fails', async ({
    page,
    browser,
    urls,
    expectAccessible,
  }) => {
    const email = uniqueEmail('padma');
    const oldSession = await registerAccount('Padma Raman', email, 'kuthu-vilakku-2025');
    page.on('dialog', (dialog) => void dialog.dismiss());

    // Another device, signed in with the old password: the reset must end its session.
    const otherDevice = await browser.newContext();
    const phone = await otherDevice.newPage();
    await phone.goto('/');
    await phone.evaluate(({ user, token }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, oldSession);
    await phone.goto('/orders');
    await expect(phone.getByText('No orders found.')).toBeVisible();

    await page.goto('/login');
    await accountPage(page).getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(
      accountPage(page).getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expectAccessible(page);
    await accountPage(page).getByLabel('Email').fill(email);
    await accountPage(page).getByRole('button', { name: 'Send me a link' }).click();
    await expect(accountPage(page).getByRole('status')).toHaveText(
      'If an account uses this email, we have sent it a link to set a new password. The link works for 30 minutes.',
    );

    // The API's mail pass answers the ask and hands the mail to the sandbox's catcher within a pass or two.
    const mailbox = await page.context().newPage();
    const mail = mailbox
      .getByRole('article')
      .filter({ hasText: email })
      .filter({ has: mailbox.getByRole('heading', { name: 'Set a new password for Brass Aangan' }) });
    await expect(async () => {
      await mailbox.goto(`${urls.sandbox}/__sandbox/mail`);
      await expect(mail).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(mail).toContainText('Namaste Padma Raman,');
    const resetLink = mail.getByRole('link', { name: /\/reset-password\?token=/ });
    const resetAddress = await resetLink.getAttribute('href');
    await resetLink.click();

    // The page reads the token, then takes it out of the address, so no history entry keeps it.
    await expect(mailbox).toHaveURL(/\/reset-password$/);
    const resetPage = accountPage(mailbox);
    await expect(resetPage.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expect(resetPage.getByLabel('Email')).toHaveValue(email);
    await expectAccessible(mailbox);

    // The shop's password rules hold here as at registration, and the refusal keeps the link.
    await resetPage.getByLabel('New password').fill('password123');
    await resetPage.getByRole('button', { name: 'Set new password' }).click();
    await expect(resetPage.getByRole('alert')).toHaveText(
      'Password must not be one of the 50,000 most common passwords. Please choose a less common one',
    );
    await resetPage.getByLabel('New password').fill('brass-uruli-at-dawn');
    await resetPage.getByRole('button', { name: 'Set new password' }).click();
    await expect(resetPage.getByRole('status')).toHaveText(
      'Your password has been changed, and every device signed in to your account has been signed out. Please sign in with your new password.',
    );
    await expect(resetPage.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expectAccessible(mailbox);

    // The link is spent: opening it again from the mail says so, with a way to ask for another.
    await mailbox.goto(resetAddress!);
    await expect(resetPage.getByRole('alert')).toHaveText(
      'This password reset link has already been used. Please ask for a new one if you need it.',
    );
    await resetPage.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(mailbox).toHaveURL('/forgot-password');

    // The other device's session ended with the old password.
    await phone.goto('/orders');
    await expect(phone).toHaveURL('/login');
    await otherDevice.close();

    await signIn(page, email, 'kuthu-vilakku-2025');
    await expect(accountPage(page).getByRole('alert')).toHaveText('Login failed');
    await expect(page).toHaveURL('/login');

    await signIn(page, email, 'brass-uruli-at-dawn');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Account menu for Padma Raman' })).toBeVisible();
  });
});
