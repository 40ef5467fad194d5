import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { backOffice, openSignedIn, ownerSession } from './back-office';
import { tabTo } from '../../support/keyboard';

const settingsApi = (token: string, init: RequestInit = {}) =>
  fetch(`${shopUrls.api}/api/admin/settings`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });

test.describe('the back office: settings, by keyboard', () => {
  test('the owner changes the shipping banner, a refused GSTIN shows beside its field, and the home page shows the banner; the settings are put back after', async ({
    page,
    expectAccessible,
  }) => {
    const owner = await ownerSession();
    // Every setting as it was, whatever the screen holds besides the fields this journey types in.
    const before: unknown = await (await settingsApi(owner.token)).json();
    const banner = `Free shipping across Tamil Nadu this Pongal ${Date.now()}`;
    try {
      await openSignedIn(page, owner, '/admin/settings');
      const office = backOffice(page);
      await expect(office.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const shipping = office.getByLabel('Shipping banner text');
      const gstin = office.getByLabel('GSTIN');
      await expect(shipping).not.toHaveValue('');
      await expectAccessible(page);
      const gstinBefore = await gstin.inputValue();

      await tabTo(page, shipping, { most: 60 });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(banner);
      await tabTo(page, gstin);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('33-NOT-A-GSTIN');
      // Enter in a field sends the form, as the Save button does.
      await page.keyboard.press('Enter');
      await expect(office.getByRole('alert')).toHaveText(
        'The settings were not saved: see the fields above.',
      );
      await expect(gstin).toHaveAttribute('aria-invalid', 'true');
      await expect(gstin).toHaveAccessibleDescription(/GSTIN/);
      await expect(shipping).toHaveValue(banner);
      await expectAccessible(page);

      await expect(gstin).toBeFocused();
      await page.keyboard.press('ControlOrMeta+A');
      if (gstinBefore) await page.keyboard.type(gstinBefore);
      else await page.keyboard.press('Delete');
      await tabTo(page, office.getByRole('button', { name: 'Save settings' }));
      await page.keyboard.press('Space');
      await expect(
        office.getByRole('status').filter({ hasText: 'Settings saved. The shop shows them from now on.' }),
      ).toBeVisible();
      await expect(office.getByRole('alert')).toHaveCount(0);
      await expect(gstin).not.toHaveAttribute('aria-invalid');

      await page.goto('/');
      await expect(page.getByRole('complementary', { name: 'Shipping' })).toContainText(banner);
    } finally {
      const restored = await settingsApi(owner.token, { method: 'PUT', body: JSON.stringify(before) });
      expect(restored.status, await restored.text()).toBe(200);
    }
  });
});
