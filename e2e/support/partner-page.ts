import type { Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { ParcelProps } from '@brass/shared/remote-contracts';
import { expect } from './fixtures';
import { shopUrls } from './urls';

/**
 * The partner page of `fixtures/partner-page`: a plain page that mounts the shop's parcels with the
 * Module Federation runtime and single-spa, with no host. It is served at `/partner/` of the shop's
 * origin, as a landing page made by another system on the shop's domain would be: there the parcels
 * share the shop's cart and sign-in, which live in the browser's storage for that origin.
 */
const source = fileURLToPath(new URL('../fixtures/partner-page/', import.meta.url));
const PATH = '/partner/';

export type ParcelRemote = keyof ParcelProps;

/** Builds the page once per worker: a few hundred milliseconds, as it holds only the two runtimes. */
let built: Promise<string> | undefined;
function buildPartnerPage(): Promise<string> {
  built ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'brass-partner-page-'));
    await build({
      root: source,
      base: PATH,
      configFile: false,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    });
    return outDir;
  })();
  return built;
}

export async function openPartnerPage(page: Page): Promise<void> {
  const outDir = await buildPartnerPage();
  // A page the test serves itself has no network address, so Chromium counts it as public and asks
  // before it reaches the shop's servers on this machine; a visitor would grant that, so the test does.
  await page.context().grantPermissions(['local-network-access'], { origin: shopUrls.host });
  await page.route(`${shopUrls.host}${PATH}**`, async (route) => {
    const file = new URL(route.request().url()).pathname.slice(PATH.length) || 'index.html';
    await route.fulfill({ path: join(outDir, file) });
  });
  await page.goto(`${shopUrls.host}${PATH}index.html`);
  await expect(page.locator('html[data-ready="true"]')).toBeAttached();
}

export function parcelElement(page: Page, remote: ParcelRemote) {
  return page.locator(`[data-parcel="${remote}"]`);
}

export async function loadParcel(page: Page, remote: ParcelRemote): Promise<void> {
  await page.evaluate(async (name) => {
    await window.partnerPage.load(name);
  }, remote);
}

export async function mountParcel<R extends ParcelRemote>(page: Page, remote: R, props?: ParcelProps[R]) {
  // Checked here, against the remote's contract; inside the page the pair travels as plain data.
  const sent: [ParcelRemote, ParcelProps[ParcelRemote] | undefined] = [remote, props];
  await page.evaluate(async ([name, parcelProps]) => window.partnerPage.mount(name, parcelProps), sent);
}

export async function updateParcel<R extends ParcelRemote>(page: Page, remote: R, props: ParcelProps[R]) {
  const sent: [ParcelRemote, ParcelProps[ParcelRemote]] = [remote, props];
  await page.evaluate(async ([name, parcelProps]) => window.partnerPage.update(name, parcelProps), sent);
}

export async function unmountParcel(page: Page, remote: ParcelRemote) {
  await page.evaluate(async (name) => window.partnerPage.unmount(name), remote);
}

/** The event listeners on window and document, by type: what a parcel must not leave behind. */
export async function pageListeners(page: Page): Promise<{ window: string[]; document: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const listenersOf = async (expression: string) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return listeners.map((listener) => listener.type).sort();
  };
  const found = { window: await listenersOf('window'), document: await listenersOf('document') };
  await cdp.detach();
  return found;
}

type Listeners = Awaited<ReturnType<typeof pageListeners>>;

/** Forgets one `type` listener of `after` that `before` did not have: a library's own, made once. */
function forgetOnce(before: string[], after: string[], type: string): void {
  const once = after.indexOf(type);
  if (!before.includes(type) && once !== -1) after.splice(once, 1);
}

/**
 * Unmounting leaves the page's listeners as they were before the mount. Two exceptions, each made once
 * for the page and kept by it: React listens for `selectionchange` on the document when the page's
 * first React root is made, and the shop's HTTP client (axios, loaded with a parcel's first call)
 * listens for `message` on the window when it loads. Those are the page's React and client, not the
 * parcel's.
 */
export async function expectListenersAsBefore(page: Page, before: Listeners): Promise<void> {
  const after = await pageListeners(page);
  forgetOnce(before.document, after.document, 'selectionchange');
  forgetOnce(before.window, after.window, 'message');
  expect(after).toEqual(before);
}

/** Errors the page logged or threw, to be none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
