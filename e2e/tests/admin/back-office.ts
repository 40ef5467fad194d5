import type { Page } from '@playwright/test';
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
