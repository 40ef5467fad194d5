import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { googleAccount, placeOrder } from './shop-api';

// All cookies, unfiltered: a filter by URL would apply the cookie's narrow path.
const refreshCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'brass_refresh');

test.describe('account: sessions', () => {
  test('an expired access token is renewed with the refresh cookie; after logout the cookie is refused', async ({
    page,
    context,
  }) => {
    const session = await googleAccount('Renewed Shopper');
    const order = await placeOrder(session, 1);

    // Signing in through the page lets the API set the refresh cookie in this browser.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(session.user.email);
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu for Renewed Shopper' }),
    ).toBeVisible();
    const issued = await refreshCookie(context);
    expect(issued).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/users' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('brass_refresh');

    // Fifteen minutes later the stored access token is refused, as this forged one is.
    await page.evaluate(() => localStorage.setItem('token', 'expired-access-token'));
    const renewal = page.waitForResponse((response) => response.url().endsWith('/api/users/refresh'));
    await page.goto('/orders');
    expect((await renewal).status()).toBe(200);
    await expect(page.getByRole('button', { name: new RegExp(`Order #${order._id}`) })).toBeVisible();
    const renewedToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(renewedToken).toBeTruthy();
    expect(renewedToken).not.toBe('expired-access-token');
    const renewed = await refreshCookie(context);
    expect(renewed?.value).toBeTruthy();
    expect(renewed?.value).not.toBe(issued?.value);

    const logout = page.waitForResponse((response) => response.url().endsWith('/api/users/logout'));
    await page.getByRole('button', { name: 'Account menu for Renewed Shopper' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await logout).status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await refreshCookie(context)).toBeUndefined();

    // Whoever kept a copy of the cookie cannot renew the session any more.
    const replay = await fetch(`${shopUrls.api}/api/users/refresh`, {
      method: 'POST',
      headers: { cookie: `brass_refresh=${renewed?.value}` },
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: 'Your session has expired. Please log in again' });
  });
});
