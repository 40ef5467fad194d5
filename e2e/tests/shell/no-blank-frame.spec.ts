import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

interface Frame {
  path: string;
  /** The level-1 headings in <main> painted at least half opaque in this frame. */
  headings: string[];
}

/**
 * Starts noting, at every animation frame, which level-1 headings of <main> a shopper can see: laid
 * out, not hidden, and at least half opaque once the opacity of every element up to <main> is
 * multiplied in (a page fading out or in counts while it is at least half there).
 */
function recordFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    const frames: { path: string; headings: string[] }[] = [];
    const seen = (element: Element, main: Element) => {
      if (element.getBoundingClientRect().height === 0) return false;
      let opacity = 1;
      for (
        let node: Element | null = element;
        node && node !== main.parentElement;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden') return false;
        opacity *= Number(style.opacity);
      }
      return opacity >= 0.5;
    };
    const sample = () => {
      const main = document.querySelector('main');
      const headings = main ? Array.from(main.querySelectorAll('h1')).filter((h1) => seen(h1, main)) : [];
      frames.push({ path: location.pathname, headings: headings.map((h1) => h1.textContent ?? '') });
      requestAnimationFrame(sample);
    };
    Object.assign(window, { __frames: frames });
    requestAnimationFrame(sample);
  });
}

const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);

test('moving between five pages by their links keeps a page painted in every frame', async ({ page }) => {
  const header = page.getByRole('navigation', { name: 'Main' });
  const heading = page.locator('main h1').first();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'WELCOME TO THE WORLD OF BRASS ARTIFACTS' })).toBeVisible();
  // The client-rendered page has replaced the server-rendered one: its buttons answer.
  await expect(page.getByRole('button', { name: /^Add to Wishlist/ }).first()).toBeEnabled();
  await recordFrames(page);

  const steps: { click: () => Promise<void>; path: RegExp; heading: RegExp }[] = [
    {
      click: () => header.getByRole('link', { name: 'Shop' }).click(),
      path: /\/products$/,
      heading: /SHOP ALL/,
    },
    {
      click: () => page.getByRole('list', { name: 'Products' }).getByRole('link').first().click(),
      path: /\/product\/[^/]+$/,
      heading: /\S/,
    },
    { click: () => header.getByRole('link', { name: 'Blog' }).click(), path: /\/blogs$/, heading: /^Blog$/ },
    {
      click: () => header.getByRole('link', { name: 'About us' }).click(),
      path: /\/about$/,
      heading: /^Our Story$/,
    },
    {
      click: () => page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click(),
      path: /\/contactus$/,
      heading: /LET'S CONNECT/,
    },
  ];
  for (const step of steps) {
    await step.click();
    await expect(page).toHaveURL(step.path);
    await expect(heading).toHaveText(step.heading);
    // Until the page has finished arriving (its fade, its data), frames are still being noted.
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('main [data-page]')).toHaveCSS('opacity', '1');
    await page.waitForTimeout(500);
  }

  const frames = await framesOf(page);
  const visited = new Set(frames.map((frame) => frame.path));
  expect([...visited]).toHaveLength(6);
  const blank = frames.flatMap((frame, index) =>
    frame.headings.length === 0 ? [`#${index} ${frame.path}`] : [],
  );
  expect(blank, `${blank.length} of ${frames.length} frames showed no page`).toEqual([]);
});
