import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { AppName } from '@brass/shared/runtime-config';
import { expect, test } from '../../support/fixtures';
import { liveConfig } from '../../support/live-releases';
import {
  listeningProcess,
  previewLink,
  promote,
  release,
  releaseWithText,
  rollback,
  servedRelease,
} from '../../support/release-commands';

/** A promotion reaches new page loads within 2 s; the wait allows for a busy machine. */
const FOLLOWED = { timeout: 5_000 };

/** What a shopper would see go wrong in a tab: failed requests, console errors, the Retry panel. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

const repo = fileURLToPath(new URL('../../../', import.meta.url));

const retryPanel = (page: Page) => page.getByText('This part of the shop is taking a break');

test.describe('team releases', () => {
  // Releases build an app (a few seconds each); every test puts the shop back as it found it.
  test.describe.configure({ timeout: 180_000 });
  let liveAtStart: Partial<Record<AppName, string>>;

  test.beforeEach(async () => {
    liveAtStart = (await liveConfig()).releases;
  });

  test.afterEach(async () => {
    for (const [app, id] of Object.entries(liveAtStart) as [AppName, string][])
      if ((await servedRelease(app)) !== id) await promote(app, id);
  });

  test('checkout ships alone: an open tab keeps rendering the cart, a new tab gets the new text, rollback restores it', async ({
    browser,
    urls,
  }) => {
    const server = listeningProcess(Number(new URL(urls.host).port));
    expect(server).toBeDefined();
    const first = await release('checkout');
    await promote('checkout', first);
    await expect.poll(() => servedRelease('checkout'), FOLLOWED).toBe(first);

    const openTab = await browser.newPage();
    const problems = watchProblems(openTab);
    await openTab.goto(`${urls.host}/`);
    await expect(
      openTab.getByRole('heading', { name: /WELCOME TO THE WORLD OF BRASS ARTIFACTS/ }),
    ).toBeVisible();

    const changed = await releaseWithText(
      'checkout',
      'remote-checkout/src/components/EmptyCart.tsx',
      'Your cart is empty.',
      'Your cart is empty, for now.',
    );
    expect(changed).not.toBe(first);
    await promote('checkout', changed);
    await expect.poll(() => servedRelease('checkout'), FOLLOWED).toBe(changed);

    // The tab opened before the promotion moves to the cart inside the page, without a reload.
    await openTab.evaluate(() => ((window as unknown as { openedBefore: boolean }).openedBefore = true));
    await openTab.getByRole('link', { name: /^Cart/ }).click();
    await expect(openTab).toHaveURL(`${urls.host}/cart`);
    await expect(openTab.getByText('Your cart is empty.', { exact: true })).toBeVisible();
    expect(await openTab.evaluate(() => (window as unknown as { openedBefore?: boolean }).openedBefore)).toBe(
      true,
    );
    await expect(retryPanel(openTab)).toHaveCount(0);
    expect(problems).toEqual([]);

    const newTab = await browser.newPage();
    await newTab.goto(`${urls.host}/cart`);
    await expect(newTab.getByText('Your cart is empty, for now.', { exact: true })).toBeVisible();

    await rollback('checkout');
    await expect.poll(() => servedRelease('checkout'), FOLLOWED).toBe(first);
    await newTab.reload();
    await expect(newTab.getByText('Your cart is empty.', { exact: true })).toBeVisible();
    expect(listeningProcess(Number(new URL(urls.host).port))).toBe(server);
  });

  test('the blog ships alone the same way: the open tab reaches Our Story as it was, a new tab sees the change', async ({
    browser,
    urls,
  }) => {
    const server = listeningProcess(Number(new URL(urls.blog).port));
    const before = await servedRelease('blog');
    const openTab = await browser.newPage();
    const problems = watchProblems(openTab);
    await openTab.goto(`${urls.host}/products`);
    await expect(openTab.getByRole('heading', { name: 'SHOP ALL' })).toBeVisible();

    const changed = await releaseWithText(
      'blog',
      'remote-blog/src/pages/AboutPage.tsx',
      'On this page</h2>',
      'In this story</h2>',
    );
    await promote('blog', changed);
    await expect.poll(() => servedRelease('blog'), FOLLOWED).toBe(changed);

    await openTab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
    await expect(openTab.getByRole('heading', { name: 'Our Story', level: 1 })).toBeVisible();
    await expect(openTab.getByRole('heading', { name: 'On this page' })).toBeVisible();
    await expect(retryPanel(openTab)).toHaveCount(0);
    expect(problems).toEqual([]);

    const newTab = await browser.newPage();
    await newTab.goto(`${urls.host}/about`);
    await expect(newTab.getByRole('heading', { name: 'In this story' })).toBeVisible();

    await rollback('blog');
    await expect.poll(() => servedRelease('blog'), FOLLOWED).toBe(before);
    await newTab.reload();
    await expect(newTab.getByRole('heading', { name: 'On this page' })).toBeVisible();
    expect(listeningProcess(Number(new URL(urls.blog).port))).toBe(server);
  });

  test('a promoted blog release whose entry is broken costs only the blog pages; rollback mends them', async ({
    page,
    urls,
  }) => {
    // A bad upload: the live release copied under a new id, with its remote entry replaced by one that throws.
    const root = process.env.RELEASES_DIR!;
    const good = (await servedRelease('blog'))!;
    const broken = `${good.slice(0, 9)}${'bad0'.repeat(3)}`;
    const folder = join(root, 'blog', broken);
    rmSync(folder, { recursive: true, force: true });
    cpSync(join(root, 'blog', good), folder, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8')) as { id: string };
    writeFileSync(join(folder, 'release.json'), JSON.stringify({ ...manifest, id: broken }));
    for (const compressed of ['remoteEntry.js.br', 'remoteEntry.js.gz'])
      rmSync(join(folder, 'client', compressed), { force: true });
    writeFileSync(join(folder, 'client', 'remoteEntry.js'), "throw new Error('a broken upload');\n");
    await promote('blog', broken);
    await expect.poll(() => servedRelease('blog'), FOLLOWED).toBe(broken);

    await page.goto(`${urls.host}/`);
    await expect(
      page.getByRole('heading', { name: /WELCOME TO THE WORLD OF BRASS ARTIFACTS/ }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, path] of [
      ['Blog', '/blogs'],
      ['About us', '/about'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(`${urls.host}${path}`);
      await expect(retryPanel(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    // The other teams' pages, and the cart badge, go on working in the same tab.
    await nav.getByRole('link', { name: 'Shop' }).click();
    await expect(page.getByRole('heading', { name: 'SHOP ALL' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();

    await rollback('blog');
    await expect.poll(() => servedRelease('blog'), FOLLOWED).toBe(good);
    await page.goto(`${urls.host}/blogs`);
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    await expect(retryPanel(page)).toHaveCount(0);
  });

  test('a checkout built for a newer @brass/shared than the live host is refused at promotion, and if forced, says so in the page', async ({
    page,
    urls,
  }) => {
    const sharedPackage = 'shared/package.json';
    const { version: provided } = JSON.parse(readFileSync(join(repo, sharedPackage), 'utf8')) as {
      version: string;
    };
    // The next major of @brass/shared, which no live host provides.
    const newer = `${Number(provided.split('.')[0]) + 1}.0.0`;
    const ahead = await releaseWithText(
      'checkout',
      sharedPackage,
      `"version": "${provided}"`,
      `"version": "${newer}"`,
    );

    await expect(promote('checkout', ahead)).rejects.toThrow(
      new RegExp(
        `checkout \\S+ needs @brass/shared \\^${newer.replaceAll('.', '\\.')}, and the host \\S+ provides`,
      ),
    );
    expect(await servedRelease('checkout')).toBe(liveAtStart.checkout);

    expect(await promote('checkout', ahead, '--force')).toContain('Forced past: checkout');
    await expect.poll(() => servedRelease('checkout'), FOLLOWED).toBe(ahead);

    // The cart does not run on a copy of the stores it was not built for: it stops, and says why.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const report = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url() === `${urls.api}/api/client-errors`,
    );
    await page.goto(`${urls.host}/cart`);
    await expect(retryPanel(page)).toBeVisible();
    const why = `checkout needs @brass/shared ^${newer}, and the page provides ${provided} (from host), so checkout was not loaded`;
    expect(consoleErrors).toContainEqual(expect.stringContaining(why));
    expect((await report).postDataJSON()).toMatchObject({
      kind: 'load',
      app: 'checkout',
      message: expect.stringContaining(why),
      releases: { checkout: ahead },
    });
    // The rest of the shop goes on working in the same tab.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page.getByRole('heading', { name: 'SHOP ALL' })).toBeVisible();

    await rollback('checkout');
    await expect.poll(() => servedRelease('checkout'), FOLLOWED).toBe(liveAtStart.checkout);
    await page.goto(`${urls.host}/cart`);
    await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  });

  test('a preview link shows a release in the real shop to whoever opens it, and to nobody else', async ({
    browser,
    urls,
  }) => {
    const previewed = await releaseWithText(
      'checkout',
      'remote-checkout/src/components/EmptyCart.tsx',
      'Your cart is empty.',
      'Your cart is empty, in a preview.',
    );
    const link = await previewLink('checkout', previewed);

    const tester = await browser.newPage();
    await tester.goto(`${urls.host}${link}`);
    await expect(tester).toHaveURL(`${urls.host}/`);
    await tester.goto(`${urls.host}/cart`);
    await expect(tester.getByText('Your cart is empty, in a preview.')).toBeVisible();
    const badge = tester.getByRole('complementary', { name: 'Preview' });
    await expect(badge).toContainText(`Preview: checkout ${previewed}`);

    // Everybody else, and the pointer, still get the live checkout.
    const shopper = await browser.newPage();
    await shopper.goto(`${urls.host}/cart`);
    await expect(shopper.getByText('Your cart is empty.', { exact: true })).toBeVisible();
    await expect(shopper.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
    expect(await servedRelease('checkout')).toBe(liveAtStart.checkout);

    // The badge hides on request and the preview goes on; Back to live ends it.
    await badge.getByRole('button', { name: 'Hide the preview badge' }).click();
    await expect(badge).toHaveCount(0);
    await expect(tester.getByText('Your cart is empty, in a preview.')).toBeVisible();
    await tester.reload();
    await tester
      .getByRole('complementary', { name: 'Preview' })
      .getByRole('link', { name: 'Back to live' })
      .click();
    await expect(tester).toHaveURL(`${urls.host}/cart`);
    await expect(tester.getByText('Your cart is empty.', { exact: true })).toBeVisible();
    await expect(tester.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  });
});
