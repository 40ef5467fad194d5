import type { Locator, Page } from '@playwright/test';

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
