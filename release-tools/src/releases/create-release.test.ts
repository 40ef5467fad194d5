import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { folderPointer } from '@brass/composer/releases/folder-pointer';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontendApp } from '@brass/composer/apps';
import { checkRoutesExposed, createRelease, type CreatedRelease } from './create-release.ts';
import { sharedVersion } from '../contracts/shared-surface.ts';
import { RELEASE_ID } from '@brass/composer/releases/layout';
import { readRelease } from '@brass/composer/releases/release-manifest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const checkout = frontendApp('checkout');
let root: string;
let first: CreatedRelease;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'brass-release-'));
  first = await createRelease(repo, checkout, folderPointer(root));
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('pnpm release', () => {
  it('builds one app alone into releases/<app>/<id>/ with a release.json saying what it is', async () => {
    const { release, built } = first;
    expect(built).toBe(true);
    expect(release.id).toMatch(RELEASE_ID);
    expect(await readdir(root)).toEqual(['checkout']);
    expect((await readdir(join(root, 'checkout', release.id))).sort()).toEqual([
      'client',
      'release.json',
      'server',
      'types',
    ]);
    expect(existsSync(join(root, 'checkout', release.id, 'client', 'mf-manifest.json'))).toBe(true);
    expect(existsSync(join(root, 'checkout', release.id, 'client', 'remoteEntry.js.br'))).toBe(true);
    expect(await readRelease(root, 'checkout', release.id)).toEqual(release);
    expect(release).toMatchObject({
      app: 'checkout',
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      versions: { react: '19.3.1', 'react-dom': '19.3.1', '@brass/shared': await sharedVersion(repo) },
      // The ranges its manifest declares, which the promotion gate and the browser both check.
      requires: {
        react: '^19.3.1',
        'react-dom': '^19.3.1',
        zustand: '^5.1.0',
        '@brass/shared': `^${await sharedVersion(repo)}`,
      },
      exposes: expect.arrayContaining(['CartPage', 'CheckoutPage']),
      routes: expect.arrayContaining([expect.objectContaining({ path: '/cart', page: 'CartPage' })]),
      serverRenderer: true,
    });
  });

  it('releasing unchanged sources again builds nothing and gives the same release', async () => {
    expect(await createRelease(repo, checkout, folderPointer(root))).toEqual({
      release: first.release,
      built: false,
    });
  });

  it('refuses a route whose page the remote does not expose, naming it', () => {
    expect(() =>
      checkRoutesExposed(
        checkout,
        [{ path: '/gift-cards', page: 'GiftCardsPage', title: 'Gift cards', serverRendered: false }],
        ['CartPage'],
      ),
    ).toThrow(
      'checkout declares routes whose page it does not expose: /gift-cards -> ./GiftCardsPage. Add the page to the exposes of remote-checkout/vite.config.ts.',
    );
  });

  it('an unknown app is refused with the list of apps', () => {
    expect(() => frontendApp('payments')).toThrow(
      'There is no app called "payments". The apps are: catalog, checkout, account, blog, admin, host.',
    );
  });
});
