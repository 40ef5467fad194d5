import { expect, test } from '../../support/fixtures';
import { uniqueEmail } from './shop-api';

test.describe('account: email confirmation', () => {
  test('register, open the mail in the sandbox, follow its link and see the email confirmed', async ({
    page,
    urls,
    expectAccessible,
  }) => {
    const email = uniqueEmail('gauri');
    await page.goto('/register');
    await page.getByLabel('Name').fill('Gauri Shankar');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('brass-bell-chime-2025');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/');

    // The API's sender hands the mail to the sandbox's catcher within a pass or two.
    const mailbox = await page.context().newPage();
    const mail = mailbox.getByRole('article').filter({ hasText: email });
    await expect(async () => {
      await mailbox.goto(`${urls.sandbox}/__sandbox/mail`);
      await expect(mail).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(mail.getByRole('heading', { name: 'Confirm your email for Brass Aangan' })).toBeVisible();
    await expect(mail).toContainText('Namaste Gauri Shankar,');

    await mail.getByRole('link', { name: /\/confirm-email\?token=/ }).click();

    await expect(mailbox).toHaveURL(/\/confirm-email\?token=/);
    const accountPage = mailbox.locator('[data-boundary="account"]');
    await expect(accountPage.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
    await expect(accountPage.getByRole('status')).toHaveText('Thank you! Your email is confirmed.');
    await expectAccessible(mailbox);

    // The link is spent: opening it again says so.
    await mailbox.reload();
    await expect(accountPage.getByRole('alert')).toHaveText(
      'This confirmation link has already been used. Your email is confirmed.',
    );
  });
});
