import type { Page } from '@playwright/test';

/** From the page's first script on, notes the value of every layout shift it makes. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { __layoutShifts: shifts });
  });
}

/** The layout shifts noted since the page was opened, in order. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);
}
