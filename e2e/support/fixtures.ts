import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { shopUrls } from './urls';

type Service = 'razorpay' | 'shiprocket' | 'google';
type FaultMode = 'down' | 'slow' | 'error';

interface ShopFixtures {
  urls: typeof shopUrls;
  /** Switches a sandbox service into a failure mode for this test; cleared afterwards. */
  fault: (service: Service, mode: FaultMode) => Promise<void>;
  /** Fails the test on any axe violation of serious or critical impact. */
  expectAccessible: (page: Page) => Promise<void>;
}

async function clearFaults() {
  await fetch(`${shopUrls.sandbox}/__sandbox/faults`, { method: 'DELETE' });
}

/* eslint-disable no-empty-pattern -- Playwright fixtures take their dependencies as a destructured first argument. */
export const test = base.extend<ShopFixtures>({
  urls: async ({}, use) => {
    await use(shopUrls);
  },
  fault: async ({}, use) => {
    let used = false;
    await use(async (service, mode) => {
      used = true;
      const response = await fetch(`${shopUrls.sandbox}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ service, mode }),
      });
      expect(response.ok, `sandbox fault ${service}:${mode}`).toBe(true);
    });
    if (used) await clearFaults();
  },
  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      // Colours are judged as painted: let page fades and dialog entrances finish first (spinners never do).
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  },
});
/* eslint-enable no-empty-pattern */

export { expect };
