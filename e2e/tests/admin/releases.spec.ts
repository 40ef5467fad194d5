import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppName } from '@brass/shared/runtime-config';
import { expect, test } from '../../support/fixtures';
import { liveConfig } from '../../support/live-releases';
import { promote, servedRelease } from '../../support/release-commands';
import { shopOwner } from '../../support/shop-owner';
import { backOffice, openSignedIn, ownerSession, sideNavigation } from './back-office';

/** A rollback reaches new page loads within 2 s; the wait allows for a busy machine. */
const FOLLOWED = { timeout: 5_000 };

/** The live release of an app copied under a new id: a second release to roll back from, without a build. */
function copyOfLive(app: AppName, live: string): string {
  const root = process.env.RELEASES_DIR!;
  const copy = `${live.slice(0, 9)}${'c0de'.repeat(3)}`;
  const folder = join(root, app, copy);
  rmSync(folder, { recursive: true, force: true });
  cpSync(join(root, app, live), folder, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8')) as { id: string };
  writeFileSync(join(folder, 'release.json'), JSON.stringify({ ...manifest, id: copy }));
  return copy;
}

test.describe('admin: the owner rolls back a release', () => {
  test.describe.configure({ timeout: 120_000 });
  let liveAtStart: Partial<Record<AppName, string>>;
  let copy: string | undefined;

  test.beforeEach(async () => {
    liveAtStart = (await liveConfig()).releases;
  });

  // The shop is put back as it was found, and the copied release removed.
  test.afterEach(async () => {
    for (const [app, id] of Object.entries(liveAtStart) as [AppName, string][])
      if ((await servedRelease(app)) !== id) await promote(app, id);
    if (copy) rmSync(join(process.env.RELEASES_DIR!, 'checkout', copy), { recursive: true, force: true });
  });

  test("sees each app's live release, rolls the checkout back after a confirm, and the history gains the entry", async ({
    page,
    expectAccessible,
  }) => {
    const original = liveAtStart.checkout!;
    copy = copyOfLive('checkout', original);
    await promote('checkout', copy);
    await expect.poll(() => servedRelease('checkout'), FOLLOWED).toBe(copy);

    await openSignedIn(page, await ownerSession(), '/admin');
    await sideNavigation(page).getByRole('link', { name: 'Releases' }).click();
    const office = backOffice(page);
    await expect(office.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    const live = office.getByRole('region', { name: 'Live releases' });
    const served = (await liveConfig()).releases;
    for (const [app, id] of Object.entries(served) as [AppName, string][])
      await expect(live.getByRole('row', { name: new RegExp(`^${app} `) })).toContainText(id);

    await expectAccessible(page);

    const checkout = live.getByRole('row', { name: /^checkout / });
    await checkout.getByRole('button', { name: 'Roll back checkout' }).click();
    await expect(checkout).toContainText(`Make checkout ${original}, built `);
    await expectAccessible(page);
    // The keyboard answers: the focus is on the confirming button.
    await expect(checkout.getByRole('button', { name: 'Yes, roll back checkout' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(office.getByRole('status')).toHaveText(`checkout rolled back from ${copy} to ${original}.`);
    await expect.poll(() => servedRelease('checkout'), FOLLOWED).toBe(original);
    await expect(checkout).toContainText(original);
    const newest = office.getByRole('region', { name: 'History' }).getByRole('row').nth(1);
    await expect(newest).toContainText('Rolled back: checkout');
    await expect(newest).toContainText(original);
    await expect(newest).toContainText(shopOwner.email);

    await sideNavigation(page).getByRole('link', { name: 'Audit log' }).click();
    const logged = office.getByRole('table').getByRole('row').nth(1);
    await expect(logged).toContainText('Rolled back an app');
    await expect(logged).toContainText(`from ${copy}`);
  });
});
