import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { folderPointer } from '@brass/composer/releases/folder-pointer';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promote } from '@brass/composer/releases/live-pointer';
import { release, writeFakeRelease } from '@brass/composer/testing/fake-releases';
import { routeBytesAgainstLive } from './route-script-bytes.ts';

const cart = { path: '/cart', page: 'CartPage', title: 'My Cart', serverRendered: true };
const checkout = { path: '/checkout', page: 'CheckoutPage', title: 'Checkout', serverRendered: true };
const bytes = (kib: number) => 'x'.repeat(Math.round(kib * 1024));

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'brass-route-bytes-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("promote's difference against live", () => {
  it('is printed by `pnpm promote` before it says the release is live', { timeout: 60_000 }, async () => {
    await writeFakeRelease(root, 'checkout', release(1), {
      routes: [cart],
      files: { 'assets/CartPage.js': bytes(1) },
    });
    await promote(folderPointer(root), 'checkout', release(1));
    await writeFakeRelease(root, 'checkout', release(2), {
      routes: [cart],
      files: { 'assets/CartPage.js': bytes(3) },
    });

    const { stdout } = await promisify(execFile)('pnpm', ['--silent', 'promote', 'checkout', release(2)], {
      cwd: fileURLToPath(new URL('../../../', import.meta.url)),
      // The folder's own live.json, promoted into above, even where DATABASE_URL names a database.
      env: { ...process.env, RELEASES_DIR: root, DATABASE_URL: '' },
    });
    expect(stdout.split('\n')).toEqual([
      `checkout's own JavaScript on each route's first visit, against live ${release(1)}:`,
      expect.stringMatching(/^ {2}\/cart: 1\.\d KiB → 3\.\d KiB \(\+2\.0 KiB\)$/),
      `checkout ${release(2)} is live (was ${release(1)}).`,
      '',
    ]);
  });

  it("gives, for each route, the app's own JavaScript as the browser receives it, before and after", async () => {
    await writeFakeRelease(root, 'checkout', release(1), {
      routes: [cart, checkout],
      files: {
        'remoteEntry.js': bytes(40),
        // The Brotli copy is what crosses the wire.
        'remoteEntry.js.br': bytes(5),
        'assets/CartPage.js': bytes(42.1),
        'assets/CheckoutPage.js': bytes(30),
      },
    });
    await promote(folderPointer(root), 'checkout', release(1));
    await writeFakeRelease(root, 'checkout', release(2), {
      routes: [cart, checkout],
      files: {
        'remoteEntry.js': bytes(40),
        'remoteEntry.js.br': bytes(5),
        'assets/CartPage.js': bytes(43.3),
        'assets/CheckoutPage.js': bytes(29),
      },
    });

    expect(await routeBytesAgainstLive(folderPointer(root), 'checkout', release(2))).toEqual([
      `checkout's own JavaScript on each route's first visit, against live ${release(1)}:`,
      '  /cart: 47.1 KiB → 48.3 KiB (+1.2 KiB)',
      '  /checkout: 35.0 KiB → 34.0 KiB (−1.0 KiB)',
    ]);
  });

  it('says which routes are new and which are no longer served', async () => {
    await writeFakeRelease(root, 'checkout', release(1), { routes: [cart] });
    await promote(folderPointer(root), 'checkout', release(1));
    await writeFakeRelease(root, 'checkout', release(2), { routes: [checkout] });

    const lines = await routeBytesAgainstLive(folderPointer(root), 'checkout', release(2));
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}\/cart: 0\.\d KiB → no longer served$/),
      expect.stringMatching(/^ {2}\/checkout: new, 0\.\d KiB$/),
    ]);
  });

  it('is nothing for a first promotion, or for the live release itself', async () => {
    await writeFakeRelease(root, 'checkout', release(1), { routes: [cart] });
    expect(await routeBytesAgainstLive(folderPointer(root), 'checkout', release(1))).toEqual([]);
    await promote(folderPointer(root), 'checkout', release(1));
    expect(await routeBytesAgainstLive(folderPointer(root), 'checkout', release(1))).toEqual([]);
  });
});
