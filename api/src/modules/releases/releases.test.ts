/**
 * The owner's Releases screen against a scratch releases folder: what it lists, and its rollback and
 * restore, which follow the release commands' rules, sentences and history, and are written to the
 * audit log.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { folderPointer } from '@brass/composer/releases/folder-pointer';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promote, readPointer } from '@brass/composer/releases/live-pointer';
import { ReleaseBucket } from '@brass/composer/releases/release-bucket';
import { CanaryViews } from '@brass/composer/serving/canary-views';
import { startLocalBucket, type LocalBucket } from '@brass/composer/testing/local-bucket';
import { release, writeFakeRelease } from '@brass/composer/testing/fake-releases';
import { releasesOverviewSchema, type ReleasesOverview } from '@brass/shared/contracts/releases';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackOffice } from '../../../test/catalog-support.js';
import { useBackOffice } from '../../../test/use-back-office.js';
import { useStarted } from '../../../test/use-started.js';
import { NO_RELEASES_FOLDER } from './service.js';

const root = await mkdtemp(join(tmpdir(), 'brass-releases-screen-'));
afterAll(() => rm(root, { recursive: true, force: true }));

/** Built an hour apart, oldest first, as `pnpm release` dates them. */
const builtAt = (n: number) => new Date(Date.UTC(2026, 10, 23, n)).toISOString();

/** A fresh folder: checkout 1, 2, 3 promoted in turn, the blog's 7 promoted once, the host's 9 made but never live. */
beforeEach(async () => {
  for (const name of await readdir(root)) await rm(join(root, name), { recursive: true, force: true });
  for (const n of [1, 2, 3]) await writeFakeRelease(root, 'checkout', release(n), { builtAt: builtAt(n) });
  await writeFakeRelease(root, 'blog', release(7), { builtAt: builtAt(7) });
  await writeFakeRelease(root, 'host', release(9), { builtAt: builtAt(9) });
  await promote(folderPointer(root), 'checkout', release(1));
  await promote(folderPointer(root), 'blog', release(7));
  await promote(folderPointer(root), 'checkout', release(2));
  await promote(folderPointer(root), 'checkout', release(3));
});

const summary = (n: number) => ({
  id: release(n),
  builtAt: builtAt(n),
  commit: 'f35bd83f35bd83f35bd83f35bd83f35bd83f35bd',
  dirty: false,
});
const pointerText = () => readFile(join(root, 'live.json'), 'utf8');

describe('the Releases screen, with the releases folder', () => {
  const b = useStarted('back office', () => startBackOffice({ RELEASES_DIR: root }));
  const ownerEmail = () => `${b.ownerId}@example.in`;
  const overview = async (): Promise<ReleasesOverview> => {
    const answer = await b.owner('GET', '/releases');
    expect(answer.statusCode, answer.body).toBe(200);
    return v.parse(releasesOverviewSchema, answer.json());
  };

  it("lists each app's live release, what a rollback would put back, and its releases newest first", async () => {
    const { apps } = await overview();
    expect(apps.map((app) => app.app)).toEqual(['catalog', 'checkout', 'account', 'blog', 'admin', 'host']);
    expect(apps.find((app) => app.app === 'checkout')).toEqual({
      app: 'checkout',
      live: summary(3),
      rollbackTo: release(2),
      releases: [summary(3), summary(2), summary(1)],
      canary: null,
    });
    expect(apps.find((app) => app.app === 'blog')).toEqual({
      app: 'blog',
      live: summary(7),
      rollbackTo: null,
      releases: [summary(7)],
      canary: null,
    });
    expect(apps.find((app) => app.app === 'host')).toEqual({
      app: 'host',
      live: null,
      rollbackTo: null,
      releases: [summary(9)],
      canary: null,
    });
    expect(apps.find((app) => app.app === 'catalog')).toEqual({
      app: 'catalog',
      live: null,
      rollbackTo: null,
      releases: [],
      canary: null,
    });
  });

  it("shows an app's canary with both sides' page loads and client errors, and its history entry", async () => {
    await writeFakeRelease(root, 'checkout', release(4), { builtAt: builtAt(4) });
    await promote(folderPointer(root), 'checkout', release(4), { canary: 20 });
    const canary = (await readPointer(folderPointer(root)))!.canary!.checkout!;
    const views = new CanaryViews(folderPointer(root));
    for (let load = 0; load < 50; load++) views.count('checkout', canary, load % 5 === 0);
    await views.close();
    const report = (checkout: string, remoteAddress: string) =>
      b.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        remoteAddress,
        payload: {
          kind: 'render',
          message: 'price is undefined',
          path: '/cart',
          app: 'checkout',
          releases: { checkout },
        },
      });
    expect((await report(release(4), '10.9.0.1')).statusCode).toBe(202);
    expect((await report(release(4), '10.9.0.2')).statusCode).toBe(202);
    expect((await report(release(3), '10.9.0.3')).statusCode).toBe(202);

    const { apps, history } = await overview();
    expect(apps.find((app) => app.app === 'checkout')?.canary).toEqual({
      percent: 20,
      startedAt: canary.startedAt,
      canary: { id: release(4), views: 10, errors: 2 },
      live: { id: release(3), views: 40, errors: 1 },
    });
    expect(history.recent[0]).toMatchObject({
      app: 'checkout',
      id: release(4),
      action: 'canary',
      percent: 20,
    });
  });

  it('lists the newest 50 history entries first, numbered as `pnpm releases --history` numbers them', async () => {
    const at = '2026-11-23T10:00:00.000Z';
    await writeFile(
      join(root, 'live.json'),
      JSON.stringify({
        live: { checkout: release(2) },
        history: Array.from({ length: 60 }, (_, index) => ({
          app: 'checkout',
          id: release(index % 2 === 0 ? 1 : 2),
          action: 'promote',
          at,
        })),
      }),
    );
    const { history } = await overview();
    expect(history.total).toBe(60);
    expect(history.recent.map((entry) => entry.entry)).toEqual(
      Array.from({ length: 50 }, (_, index) => 60 - index),
    );
    expect(history.recent[0]).toEqual({ entry: 60, app: 'checkout', id: release(2), action: 'promote', at });
  });

  it('rolls an app back as `pnpm rollback <app>` does, naming the owner in the history and the audit log', async () => {
    const answer = await b.owner('POST', '/releases/checkout/rollback');
    expect([answer.statusCode, answer.json()]).toEqual([
      200,
      {
        message: `checkout rolled back from ${release(3)} to ${release(2)}.`,
        app: 'checkout',
        from: release(3),
        to: release(2),
      },
    ]);
    const pointer = await readPointer(folderPointer(root));
    expect(pointer?.live.checkout).toBe(release(2));
    expect(pointer?.history.at(-1)).toMatchObject({
      app: 'checkout',
      id: release(2),
      action: 'rollback',
      by: ownerEmail(),
    });
    expect((await b.auditOf('checkout')).at(-1)).toEqual({
      action: 'release.rolled_back',
      details: { from: release(3), to: release(2) },
      actorId: b.ownerId,
    });

    const { apps, history } = await overview();
    expect(apps.find((app) => app.app === 'checkout')).toMatchObject({
      live: summary(2),
      rollbackTo: release(1),
    });
    expect(history.recent[0]).toEqual({
      entry: 5,
      app: 'checkout',
      id: release(2),
      action: 'rollback',
      at: expect.any(String),
      by: ownerEmail(),
    });
  });

  it('refuses what the command refuses, in its words, changing nothing and auditing nothing', async () => {
    const before = await pointerText();
    const auditedBefore = await b.auditOf('blog');

    const nothingEarlier = await b.owner('POST', '/releases/blog/rollback');
    expect([nothingEarlier.statusCode, nothingEarlier.json()]).toEqual([
      409,
      { message: 'blog has no earlier live release to roll back to.' },
    ]);
    const unknown = await b.owner('POST', '/releases/shop/rollback');
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      {
        message:
          'There is no app called "shop". The apps are: catalog, checkout, account, blog, admin, host.',
      },
    ]);
    const noSuchEntry = await b.owner('POST', '/releases/restore', { payload: { entry: 99 } });
    expect([noSuchEntry.statusCode, noSuchEntry.json()]).toEqual([
      409,
      {
        message: 'There is no history entry 99: the history has 4. See them with `pnpm releases --history`.',
      },
    ]);
    for (const entry of [0, 1.5, '2', null]) {
      const malformed = await b.owner('POST', '/releases/restore', { payload: { entry } });
      expect(malformed.statusCode, `entry ${String(entry)}`).toBe(400);
      expect(malformed.json()).toEqual({ message: expect.stringMatching(/^entry: /) });
    }

    expect(await pointerText()).toBe(before);
    expect(await b.auditOf('blog')).toEqual(auditedBefore);
    expect(await b.auditOf('history entry 99')).toEqual([]);
  });

  it('refuses a restore whose release of then is gone, as the command does', async () => {
    await rm(join(root, 'checkout', release(1)), { recursive: true });
    const before = await pointerText();
    const refused = await b.owner('POST', '/releases/restore', { payload: { entry: 2 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      `The shop was not put back to entry 2: checkout has no release ${release(1)}`,
    );
    expect(await pointerText()).toBe(before);
  });

  it('puts the whole shop back to a history entry as `pnpm rollback --to` does, recorded in both logs', async () => {
    const answer = await b.owner('POST', '/releases/restore', { payload: { entry: 2 } });
    expect([answer.statusCode, answer.json()]).toEqual([
      200,
      {
        message: 'The shop is back as it was after entry 2.',
        changed: [{ app: 'checkout', from: release(3), to: release(1) }],
      },
    ]);
    const pointer = await readPointer(folderPointer(root));
    expect(pointer?.live).toEqual({ checkout: release(1), blog: release(7) });
    expect(pointer?.history.at(-1)).toMatchObject({
      app: 'checkout',
      action: 'restore',
      restoredTo: 2,
      by: ownerEmail(),
    });
    expect(await b.auditOf('history entry 2')).toEqual([
      {
        action: 'release.restored',
        details: { checkout: `${release(3)} -> ${release(1)}` },
        actorId: b.ownerId,
      },
    ]);

    const again = await b.owner('POST', '/releases/restore', { payload: { entry: 2 } });
    expect(again.json()).toEqual({ message: 'The shop is already as it was after entry 2.', changed: [] });
  });

  it('says what is wrong with a damaged live.json rather than failing', async () => {
    await writeFile(join(root, 'live.json'), '{"live":');
    const answer = await b.owner('GET', '/releases');
    expect([answer.statusCode, answer.json()]).toEqual([
      409,
      {
        message:
          'live.json is not JSON, so nothing was changed. Restore it from a backup, or move it away to start a new history.',
      },
    ]);
  });

  it('is closed to visitors', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/releases'],
      ['POST', '/api/admin/releases/checkout/rollback'],
      ['POST', '/api/admin/releases/restore'],
    ] as const) {
      const answer = await b.app.inject({
        method,
        url,
        payload: method === 'POST' ? { entry: 1 } : undefined,
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await readPointer(folderPointer(root)))?.live.checkout).toBe(release(3));
  });
});

describe('the Releases screen, with the releases kept in a bucket', () => {
  let bucket: LocalBucket;
  let built: string;
  beforeAll(async () => {
    bucket = await startLocalBucket();
    // Another machine's folder: a team's pipeline built and uploaded these.
    built = await mkdtemp(join(tmpdir(), 'brass-built-elsewhere-'));
    const uploads = new ReleaseBucket(bucket.settings);
    for (const n of [1, 2, 3, 4]) {
      await writeFakeRelease(built, 'checkout', release(n), { builtAt: builtAt(n) });
      await uploads.upload(built, 'checkout', release(n));
    }
    uploads.close();
  });
  afterAll(async () => {
    await bucket.close();
    await rm(built, { recursive: true, force: true });
  });
  const b = useStarted('back office', () => startBackOffice({ RELEASES_DIR: root, ...bucket.env }));

  /** Checkout 1, 2, 3 made live in turn on this machine, which then keeps only the live one, 3. */
  beforeEach(async () => {
    for (const name of await readdir(root)) await rm(join(root, name), { recursive: true, force: true });
    await writeFile(join(root, 'live.json'), JSON.stringify({ live: {}, history: [] }));
    for (const n of [1, 2, 3]) {
      await cp(join(built, 'checkout', release(n)), join(root, 'checkout', release(n)), { recursive: true });
      await promote(folderPointer(root), 'checkout', release(n));
    }
    for (const n of [1, 2]) await rm(join(root, 'checkout', release(n)), { recursive: true });
  });

  it("lists the bucket's releases, even those this machine never had", async () => {
    const answer = await b.owner('GET', '/releases');
    expect(answer.statusCode, answer.body).toBe(200);
    const { apps } = v.parse(releasesOverviewSchema, answer.json());
    expect(apps.find((app) => app.app === 'checkout')).toEqual({
      app: 'checkout',
      live: summary(3),
      rollbackTo: release(2),
      releases: [summary(4), summary(3), summary(2), summary(1)],
      canary: null,
    });
  });

  it('rolls back, and restores, to releases it fetches from the bucket first', async () => {
    const rolledBack = await b.owner('POST', '/releases/checkout/rollback');
    expect([rolledBack.statusCode, rolledBack.json()]).toMatchObject([
      200,
      { from: release(3), to: release(2) },
    ]);
    const restored = await b.owner('POST', '/releases/restore', { payload: { entry: 1 } });
    expect([restored.statusCode, restored.json()]).toMatchObject([
      200,
      { changed: [{ app: 'checkout', from: release(2), to: release(1) }] },
    ]);
    expect((await readPointer(folderPointer(root)))?.live.checkout).toBe(release(1));
    for (const n of [1, 2])
      expect(await readFile(join(root, 'checkout', release(n), 'release.json'), 'utf8')).toBe(
        await readFile(join(built, 'checkout', release(n), 'release.json'), 'utf8'),
      );
  });
});

describe('the Releases screen, on an API started without the releases folder', () => {
  const b = useBackOffice();

  it('answers 404 saying where the releases are managed instead', async () => {
    for (const [method, url, payload] of [
      ['GET', '/releases', undefined],
      ['POST', '/releases/checkout/rollback', undefined],
      ['POST', '/releases/restore', { entry: 1 }],
    ] as const) {
      const answer = await b.owner(method, url, { payload });
      expect([answer.statusCode, answer.json()], `${method} ${url}`).toEqual([
        404,
        { message: NO_RELEASES_FOLDER },
      ]);
    }
  });
});
