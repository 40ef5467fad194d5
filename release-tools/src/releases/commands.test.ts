import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { folderPointer } from '@brass/composer/releases/folder-pointer';
import { releaseFolder } from '@brass/composer/releases/layout';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { release, writeFakeRelease } from '@brass/composer/testing/fake-releases';
import { promote, readPointer, rollback } from '@brass/composer/releases/live-pointer';
import { CanaryViews } from '@brass/composer/serving/canary-views';
import { ReleaseBucket } from '@brass/composer/releases/release-bucket';
import { startLocalBucket } from '@brass/composer/testing/local-bucket';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
let root: string;

/** Runs a command as a team would type it: `pnpm <command> <args>`, against a scratch releases folder. */
async function command(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return commandWith({}, ...args);
}

async function commandWith(
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('pnpm', ['--silent', ...args], {
      cwd: repo,
      // The folder's own live.json, which the test reads, even where DATABASE_URL names a database.
      env: { ...process.env, RELEASES_DIR: root, DATABASE_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'brass-commands-'));
  await writeFakeRelease(root, 'checkout', release(1), { builtAt: '2026-11-23T10:00:00.000Z' });
  await writeFakeRelease(root, 'checkout', release(2), { builtAt: '2026-11-23T11:00:00.000Z' });
  await promote(folderPointer(root), 'checkout', release(1));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

// Each command starts pnpm and Node: a few seconds apiece.
describe('the release commands, as typed', { timeout: 60_000 }, () => {
  it('promote, releases and rollback say what they did; releases lists newest first and marks the live one', async () => {
    expect(await command('promote', 'checkout', release(2))).toMatchObject({
      code: 0,
      stdout: `checkout ${release(2)} is live (was ${release(1)}).\n`,
    });
    const listed = await command('releases', 'checkout');
    expect(listed.stdout.split('\n').slice(0, 2)).toEqual([
      `* ${release(2)}  2026-11-23 11:00:00  f35bd83f35bd  live`,
      `  ${release(1)}  2026-11-23 10:00:00  f35bd83f35bd `,
    ]);
    expect(await command('rollback', 'checkout')).toMatchObject({
      code: 0,
      stdout: `checkout rolled back from ${release(2)} to ${release(1)}.\n`,
    });
  });

  it('an unknown app or id, or a damaged live.json, is one clear line on stderr, a non-zero exit, and no change', async () => {
    const before = await readFile(join(root, 'live.json'), 'utf8');
    expect(await command('promote', 'payments', release(1))).toMatchObject({
      code: 1,
      stderr:
        'There is no app called "payments". The apps are: catalog, checkout, account, blog, admin, host.\n',
    });
    expect(await command('promote', 'checkout', release(9))).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(new RegExp(`^checkout has no release ${release(9)}: .*\\n$`)),
    });
    expect(await command('promote', 'checkout')).toMatchObject({
      code: 1,
      stderr: 'Name the release to promote: pnpm promote checkout <id>.\n',
    });
    expect(await readFile(join(root, 'live.json'), 'utf8')).toBe(before);
    await writeFile(join(root, 'live.json'), '{"live":');
    expect(await command('rollback', 'checkout')).toMatchObject({
      code: 1,
      stderr:
        'live.json is not JSON, so nothing was changed. Restore it from a backup, or move it away to start a new history.\n',
    });
    expect(await readFile(join(root, 'live.json'), 'utf8')).toBe('{"live":');
  });

  it('promote refuses a release the live host cannot run, and --force ships it saying what it forced past', async () => {
    await writeFakeRelease(root, 'host', release(30));
    await writeFakeRelease(root, 'checkout', release(31), {
      versions: { react: '19.3.1', 'react-dom': '19.3.1', '@brass/shared': '2.0.0' },
    });
    await writeFile(join(root, 'live.json'), JSON.stringify({ live: {}, history: [] }));
    await promote(folderPointer(root), 'host', release(30));
    const unmet = `checkout ${release(31)} needs @brass/shared ^2.0.0, and the host ${release(30)} provides 1.0.0`;
    expect(await command('promote', 'checkout', release(31))).toMatchObject({
      code: 1,
      stderr: `checkout ${release(31)} was not promoted: ${unmet}. Ship a host that provides it first, or promote with --force.\n`,
    });
    expect(await command('promote', 'checkout', release(31), '--force')).toMatchObject({
      code: 0,
      // Fake releases publish no types, so the contracts are said to be unchecked rather than passed.
      stdout: `Not checked: host ${release(30)} published no types.\nForced past: ${unmet}.\ncheckout ${release(31)} is live.\n`,
    });
  });

  it('promote refuses a release missing a file its manifest names, and --force records it', async () => {
    const route = { path: '/cart', page: 'CartPage', title: 'Cart', serverRendered: false };
    await writeFakeRelease(root, 'checkout', release(32), { routes: [route] });
    await rm(join(root, 'checkout', release(32), 'client', 'remoteEntry.js'));
    await rm(join(root, 'checkout', release(32), 'client', 'assets', 'CartPage.js'));
    const missing = `checkout ${release(32)} lacks files its manifest names: remoteEntry.js, assets/CartPage.js`;
    expect(await command('promote', 'checkout', release(32))).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `checkout ${release(32)} was not promoted: ${missing}. Fix the release, or promote with --force.\n`,
      ),
    });
    expect(await command('promote', 'checkout', release(32), '--force')).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`Forced past: ${missing}.\ncheckout ${release(32)} is live`),
    });
    expect(JSON.parse(await readFile(join(root, 'live.json'), 'utf8')).history.at(-1).forced).toEqual([
      missing,
    ]);
  });

  it("release refuses another live app's route before building anything; --take-route lets it through", async () => {
    const products = { path: '/products', page: 'ShopPage', title: 'Shop', serverRendered: false };
    await writeFakeRelease(root, 'checkout', release(33), { routes: [products] });
    await promote(folderPointer(root), 'checkout', release(33), { force: true });
    expect(await command('release', 'catalog')).toMatchObject({
      code: 1,
      stderr: `catalog was not released: catalog declares /products, which checkout owns: leave it out of catalog's routes, or move it on purpose with --take-route /products.\n`,
    });
    expect(await command('release', 'catalog', '--take-route')).toMatchObject({
      code: 1,
      stderr: '--take-route needs the path it moves, e.g. --take-route /cart.\n',
    });
  });

  it('releases --history numbers every change, and rollback --to puts the whole shop back to one', async () => {
    await writeFile(join(root, 'live.json'), JSON.stringify({ live: {}, history: [] }));
    await promote(folderPointer(root), 'checkout', release(1));
    await promote(folderPointer(root), 'checkout', release(2));
    const history = await command('releases', '--history');
    expect(history.stdout.split('\n').slice(0, 2)).toEqual([
      expect.stringMatching(new RegExp(`^   1  \\S+ \\S+  checkout promote  ${release(1)}$`)),
      expect.stringMatching(new RegExp(`^   2  \\S+ \\S+  checkout promote  ${release(2)}$`)),
    ]);
    expect(await command('rollback', '--to', '1')).toMatchObject({
      code: 0,
      stdout: `checkout: ${release(2)} -> ${release(1)}\nThe shop is back as it was after entry 1.\n`,
    });
    await rollback(folderPointer(root), 'checkout', { by: 'owner@brassaangan.in' });
    expect((await command('releases', '--history')).stdout.split('\n')[3]).toMatch(
      new RegExp(`^   4  \\S+ \\S+  checkout rollback ${release(2)}  \\(by owner@brassaangan\\.in\\)$`),
    );
    expect(await command('rollback', '--to', 'yesterday')).toMatchObject({
      code: 1,
      stderr: '"yesterday" is neither a history entry nor a time (e.g. 2026-11-29T18:00).\n',
    });
    expect(await command('rollback', '--to', '2020-01-01T00:00')).toMatchObject({
      code: 1,
      stderr: 'Nothing was live yet at 2020-01-01T00:00:00.000Z.\n',
    });
  });

  it('promote --canary starts a canary, and releases shows its page loads and errors against live', async () => {
    await writeFile(join(root, 'live.json'), JSON.stringify({ live: {}, history: [] }));
    await promote(folderPointer(root), 'checkout', release(1));
    expect(await command('promote', 'checkout', release(2), '--canary', '25')).toMatchObject({
      code: 0,
      stdout: `checkout ${release(2)} is the canary: 25% of new visitors get it, the others ${release(1)}.\nComplete it with: pnpm promote checkout ${release(2)}\n`,
    });
    const canary = (await readPointer(folderPointer(root)))!.canary!.checkout!;
    const views = new CanaryViews(folderPointer(root));
    for (let load = 0; load < 40; load++) views.count('checkout', canary, load % 4 === 0);
    await views.close();
    const api = Fastify();
    api.get('/api/client-errors/counts', async () => ({ counts: { [release(1)]: 0, [release(2)]: 1 } }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { stdout } = await commandWith(
        { PUBLIC_API_URL: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}` },
        'releases',
        'checkout',
      );
      expect(stdout.split('\n').slice(-5)).toEqual([
        expect.stringMatching(new RegExp(`^Canary ${release(2)}: 25% of new visitors since \\S+ \\S+$`)),
        `  canary ${release(2)}     10 page loads      1 error   10.0%`,
        `  live   ${release(1)}     30 page loads      0 errors  0.0%`,
        "It is withdrawn by itself when, past 50 page loads, its error rate is more than 5.0% above live's.",
        '',
      ]);
    } finally {
      await api.close();
    }
    expect(await command('promote', 'checkout', release(2), '--canary', '100')).toMatchObject({
      code: 1,
      stderr: '--canary takes the share of new visitors, in percent from 1 to 99: --canary 10.\n',
    });
  });
});

describe('promote and rollback, with releases kept in a bucket', { timeout: 60_000 }, () => {
  it('refuses a release the bucket does not hold, and promotes it once it is uploaded', async () => {
    const bucket = await startLocalBucket();
    const uploads = new ReleaseBucket(bucket.settings);
    try {
      await writeFakeRelease(root, 'blog', release(7));
      expect(await commandWith(bucket.env, 'promote', 'blog', release(7))).toMatchObject({
        code: 1,
        stderr: `blog ${release(7)} is not in the bucket brass-releases, so no server could serve it. Upload it with pnpm release blog.\n`,
      });
      expect((await readPointer(folderPointer(root)))!.live.blog).toBeUndefined();
      await uploads.upload(root, 'blog', release(7));
      expect(await commandWith(bucket.env, 'promote', 'blog', release(7))).toMatchObject({
        code: 0,
        stdout: `blog ${release(7)} is live.\n`,
      });
    } finally {
      uploads.close();
      await bucket.close();
    }
  });

  it('rolls back to a release this machine does not have, fetching it from the bucket', async () => {
    const bucket = await startLocalBucket();
    const uploads = new ReleaseBucket(bucket.settings);
    try {
      for (const id of [release(8), release(9)]) {
        await writeFakeRelease(root, 'account', id);
        await uploads.upload(root, 'account', id);
        expect((await commandWith(bucket.env, 'promote', 'account', id)).code).toBe(0);
      }
      // As on a machine that built only the later release.
      await rm(releaseFolder(root, 'account', release(8)), { recursive: true });
      expect(await commandWith(bucket.env, 'rollback', 'account')).toMatchObject({
        code: 0,
        stdout: `account rolled back from ${release(9)} to ${release(8)}.\n`,
      });
      expect((await readPointer(folderPointer(root)))!.live.account).toBe(release(8));
    } finally {
      uploads.close();
      await bucket.close();
    }
  });
});
