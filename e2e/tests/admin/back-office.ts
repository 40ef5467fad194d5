import type { Locator, Page } from '@playwright/test';
import { shopOwner } from '../../support/shop-owner';
import { googleAccount, type TestSession } from '../account/shop-api';

/** A session of the shop's owner (the shop the suite starts made that account the owner). */
export const ownerSession = (): Promise<TestSession> => googleAccount(shopOwner.name, shopOwner.email);

/** Opens `path` already signed in, as someone with a stored session would. */
export async function openSignedIn(page: Page, session: TestSession, path: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

/** The back office's part of the page: the shell around it has its own links and landmarks. */
export const backOffice = (page: Page) => page.locator('[data-boundary="admin"]');

/** The back office's side navigation. */
export const sideNavigation = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/**
 * Moves the focus with Tab (Shift+Tab when `backwards`), as a keyboard user does, until `target` has
 * it: proof that it is reachable in the page's order. Fails after `most` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, most = 40 }: { backwards?: boolean; most?: number } = {},
): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached in ${most} presses of ${backwards ? 'Shift+' : ''}Tab`);
}
