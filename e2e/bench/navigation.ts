import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../support/chromium';
import { spreadOf, type Spread } from './spread';

/** Pages the shopper moves between with the header's links, in the order of a walk through the shop. */
const WALK = ['/', '/products', '/blogs', '/about', '/contactus', '/'];
/** Walks measured after the first, which loads every page's code once (the warm tab). */
const MEASURED_WALKS = Number(process.env.BENCH_NAVIGATION_WALKS ?? 5);
/** A pushed route leaves no load state to wait for; this is longer than any page's reads take here. */
const SETTLE_MS = 1500;

export interface NavigationFigures {
  from: string;
  to: string;
  walks: number;
  /** From the click on the header's link to the first frame showing the new page's heading. */
  clickToContentMs: Spread;
}

/**
 * Clicks the header's link to the target inside the page and counts the time until a frame shows a
 * level-1 heading in the main landmark other than the one shown before the click: the new page's
 * content. Timed in the page (performance.now, checked every animation frame), so Playwright's own
 * round trips are not counted. Plain JavaScript in a string: tsx would wrap the functions of a
 * TypeScript one in a helper the page does not have.
 */
const CLICK_AND_TIME = `(target) => new Promise((resolve, reject) => {
  const heading = () => document.querySelector('main h1');
  const before = heading()?.textContent ?? null;
  const link = document.querySelector('nav[aria-label="Main"] a[href="' + target + '"]');
  if (!link) return reject(new Error('The header has no link to ' + target));
  const started = performance.now();
  const check = () => {
    const now = heading();
    const rendered = now !== null && now.textContent !== before && now.getBoundingClientRect().height > 0;
    if (rendered && location.pathname === target) return resolve(performance.now() - started);
    if (performance.now() - started > 15000) return reject(new Error(target + ' rendered no heading in 15 s'));
    requestAnimationFrame(check);
  };
  link.click();
  requestAnimationFrame(check);
})`;

function clickAndTime(page: Page, to: string): Promise<number> {
  return page.evaluate<number>(`(${CLICK_AND_TIME})(${JSON.stringify(to)})`);
}

/** In-shop navigation on a warm tab: the median of `MEASURED_WALKS` clicks for each pair of pages. */
export async function measureNavigation(baseUrl: string): Promise<NavigationFigures[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${baseUrl}${WALK[0]}`, { waitUntil: 'networkidle' });
    const times = new Map<string, number[]>();
    for (let walk = 0; walk <= MEASURED_WALKS; walk++) {
      for (let step = 1; step < WALK.length; step++) {
        const elapsed = await clickAndTime(page, WALK[step]!);
        // Then let the page settle (its data, its images), as a shopper reading it would.
        await page.waitForTimeout(SETTLE_MS);
        const pair = `${WALK[step - 1]} → ${WALK[step]}`;
        if (walk > 0) times.set(pair, [...(times.get(pair) ?? []), elapsed]);
      }
    }
    return [...times].map(([pair, elapsed]) => {
      const [from = '', to = ''] = pair.split(' → ');
      return { from, to, walks: elapsed.length, clickToContentMs: spreadOf(elapsed.map(Math.round)) };
    });
  } finally {
    await browser.close();
  }
}
