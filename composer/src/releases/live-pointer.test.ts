import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pointerStoresUnderTest } from '../../testing/pointer-stores.ts';
import { ReleaseError } from '../apps.ts';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import {
  liveStack,
  parsePointer,
  promote,
  type PromotionGate,
  readPointer,
  restore,
  rollback,
  withdrawCanary,
} from './live-pointer.ts';
import type { PointerStore } from './pointer-store.ts';

describe.each(pointerStoresUnderTest())('the pointer in $name', ({ open }) => {
  let root: string;
  let store: PointerStore;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'brass-pointer-'));
    store = await open(root);
    for (const n of [1, 2, 3]) await writeFakeRelease(root, 'checkout', release(n));
    await writeFakeRelease(root, 'blog', release(7));
  });

  afterEach(async () => {
    await store.close();
    await rm(root, { recursive: true, force: true });
  });

  describe('promote', () => {
    it('makes a release live and records when, keeping the other apps as they were', async () => {
      await promote(store, 'blog', release(7));
      expect(await promote(store, 'checkout', release(1))).toEqual({
        changed: true,
        previous: undefined,
        forced: [],
      });
      expect(await promote(store, 'checkout', release(2))).toEqual({
        changed: true,
        previous: release(1),
        forced: [],
      });
      const pointer = await readPointer(store);
      expect(pointer?.live).toEqual({ blog: release(7), checkout: release(2) });
      expect(pointer?.history.map((event) => `${event.app} ${event.action} ${event.id}`)).toEqual([
        `blog promote ${release(7)}`,
        `checkout promote ${release(1)}`,
        `checkout promote ${release(2)}`,
      ]);
    });

    it('promoting the live release again changes nothing', async () => {
      await promote(store, 'checkout', release(1));
      const before = await readPointer(store);
      expect(await promote(store, 'checkout', release(1))).toEqual({ changed: false });
      expect(await readPointer(store)).toEqual(before);
    });

    it('refuses an unknown id, a malformed id, or a folder without release.json, and changes nothing', async () => {
      await promote(store, 'checkout', release(1));
      const before = await readPointer(store);
      await expect(promote(store, 'checkout', release(9))).rejects.toThrow(
        `checkout has no release ${release(9)}`,
      );
      await expect(promote(store, 'checkout', 'latest')).rejects.toThrow('"latest" is not a release id');
      await expect(promote(store, 'blog', release(1))).rejects.toThrow(`blog has no release ${release(1)}`);
      await rm(join(root, 'checkout', release(2), 'release.json'));
      await expect(promote(store, 'checkout', release(2))).rejects.toThrow(
        'no checkout/' + release(2) + '/release.json',
      );
      await writeFile(join(root, 'checkout', release(3), 'release.json'), '{"app":"checkout"');
      await expect(promote(store, 'checkout', release(3))).rejects.toThrow(
        'is not JSON: the release is damaged',
      );
      expect(await readPointer(store)).toEqual(before);
    });

    it('of two promotions of the same app at the same moment, one lands and the other is refused, saying so', async () => {
      await promote(store, 'checkout', release(1));
      // Both are checked against release 1 before either takes the pointer.
      let checked = 0;
      let bothChecked!: () => void;
      const together = new Promise<void>((resolve) => (bothChecked = resolve));
      const gate: PromotionGate = async () => {
        if (++checked === 2) bothChecked();
        await together;
        return [];
      };
      const outcomes = await Promise.allSettled([
        promote(store, 'checkout', release(2), { gate }),
        promote(store, 'checkout', release(3), { gate }),
      ]);
      const landed = outcomes.flatMap((outcome, index) =>
        outcome.status === 'fulfilled' ? [index + 2] : [],
      );
      const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(landed).toHaveLength(1);
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toBeInstanceOf(ReleaseError);
      expect((refusals[0] as Error).message).toContain(
        `was not promoted: another promotion of checkout landed while it was checked (checkout ${release(landed[0]!)} is live)`,
      );
      const pointer = await readPointer(store);
      expect(pointer?.live.checkout).toBe(release(landed[0]!));
      expect(pointer?.history).toHaveLength(2);
    });

    it('two promotions at the same moment both land: neither is lost to the other', async () => {
      await Promise.all([promote(store, 'checkout', release(1)), promote(store, 'blog', release(7))]);
      expect((await readPointer(store))?.live).toEqual({ checkout: release(1), blog: release(7) });
    });
  });

  describe('rollback', () => {
    it('puts back the release live before, and again the one before that', async () => {
      for (const n of [1, 2, 3]) await promote(store, 'checkout', release(n));
      expect(await rollback(store, 'checkout')).toEqual({ from: release(3), to: release(2) });
      expect((await readPointer(store))?.live.checkout).toBe(release(2));
      expect(await rollback(store, 'checkout')).toEqual({ from: release(2), to: release(1) });
      await expect(rollback(store, 'checkout')).rejects.toThrow(
        'checkout has no earlier live release to roll back to.',
      );
      expect((await readPointer(store))?.live.checkout).toBe(release(1));
    });

    it('after a rollback and a new promotion, rolling back returns to the release the promotion replaced', async () => {
      for (const n of [1, 2]) await promote(store, 'checkout', release(n));
      await rollback(store, 'checkout');
      await promote(store, 'checkout', release(3));
      expect(await rollback(store, 'checkout')).toEqual({ from: release(3), to: release(1) });
    });

    it('names who rolled back in the history when the back office says, and nobody when a command does', async () => {
      for (const n of [1, 2, 3]) await promote(store, 'checkout', release(n));
      await rollback(store, 'checkout', { by: 'owner@brassaangan.in' });
      await rollback(store, 'checkout');
      const [fromTheBackOffice, fromACommand] = (await readPointer(store))!.history.slice(-2);
      expect(fromTheBackOffice).toMatchObject({ action: 'rollback', by: 'owner@brassaangan.in' });
      expect(fromACommand).not.toHaveProperty('by');
    });

    it('an app never promoted, or with no live.json at all, has nothing to roll back to', async () => {
      await expect(rollback(store, 'blog')).rejects.toThrow(
        'blog has no earlier live release to roll back to.',
      );
      expect(await readPointer(store)).toBeUndefined();
    });
  });

  describe('version gates at promotion', () => {
    const shared = (version: string) => ({
      react: '19.3.1',
      'react-dom': '19.3.1',
      '@brass/shared': version,
    });

    beforeEach(async () => {
      await writeFakeRelease(root, 'host', release(20), { versions: shared('1.2.0') });
      await writeFakeRelease(root, 'host', release(21), { versions: shared('2.0.0') });
      await writeFakeRelease(root, 'checkout', release(22), { versions: shared('2.0.0') });
      await writeFakeRelease(root, 'checkout', release(23), { versions: shared('1.1.0') });
      await promote(store, 'host', release(20));
    });

    it('refuses a remote built against a @brass/shared the live host does not provide, saying which, and changes nothing', async () => {
      const before = await readPointer(store);
      await expect(promote(store, 'checkout', release(22))).rejects.toThrow(
        `checkout ${release(22)} was not promoted: checkout ${release(22)} needs @brass/shared ^2.0.0, and the host ${release(20)} provides 1.2.0. Ship a host that provides it first, or promote with --force.`,
      );
      expect(await readPointer(store)).toEqual(before);
      // Built against an older minor of the same major: the host's newer copy serves it.
      expect(await promote(store, 'checkout', release(23))).toMatchObject({ changed: true, forced: [] });
    });

    it('reads the range the remote declares, not the version it was built with', async () => {
      // Its package.json asks for @brass/shared ^9.0.0, though the workspace built it with 1.2.0.
      await writeFakeRelease(root, 'checkout', release(26), {
        versions: shared('1.2.0'),
        requires: { react: '^19.3.1', 'react-dom': '^19.3.1', '@brass/shared': '^9.0.0' },
      });
      await expect(promote(store, 'checkout', release(26))).rejects.toThrow(
        `checkout ${release(26)} needs @brass/shared ^9.0.0, and the host ${release(20)} provides 1.2.0`,
      );
    });

    it('refuses a host that could not run a live remote', async () => {
      await promote(store, 'checkout', release(23));
      await expect(promote(store, 'host', release(21))).rejects.toThrow(
        `checkout ${release(23)} needs @brass/shared ^1.1.0, and the host ${release(21)} provides 2.0.0`,
      );
    });

    it('refuses a remote that reads the federation runtime from the page while the live host provides none, and a host that would take it away', async () => {
      await writeFakeRelease(root, 'checkout', release(24), { federationRuntime: 'reads' });
      await writeFakeRelease(root, 'host', release(25), { federationRuntime: 'provides' });
      await expect(promote(store, 'checkout', release(24))).rejects.toThrow(
        `checkout ${release(24)} was not promoted: checkout ${release(24)} needs the federation runtime of the page, and the host ${release(20)} provides none. Ship a host that provides it first, or promote with --force.`,
      );
      await promote(store, 'host', release(25));
      expect(await promote(store, 'checkout', release(24))).toMatchObject({ changed: true, forced: [] });
      await expect(promote(store, 'host', release(20))).rejects.toThrow(
        `checkout ${release(24)} needs the federation runtime of the page, and the host ${release(20)} provides none`,
      );
    });

    it('--force promotes anyway and records what it left unmet', async () => {
      expect(await promote(store, 'checkout', release(22), { force: true })).toMatchObject({
        changed: true,
        forced: [
          `checkout ${release(22)} needs @brass/shared ^2.0.0, and the host ${release(20)} provides 1.2.0`,
        ],
      });
      const pointer = await readPointer(store);
      expect(pointer?.live.checkout).toBe(release(22));
      expect(pointer?.history.at(-1)?.forced).toEqual([
        `checkout ${release(22)} needs @brass/shared ^2.0.0, and the host ${release(20)} provides 1.2.0`,
      ]);
    });
  });

  describe('putting the whole shop back as it was (pnpm rollback --to)', () => {
    const shared = (version: string) => ({
      react: '19.3.1',
      'react-dom': '19.3.1',
      '@brass/shared': version,
    });

    beforeEach(async () => {
      await writeFakeRelease(root, 'host', release(40), { versions: shared('1.2.0') });
      await writeFakeRelease(root, 'host', release(41), { versions: shared('2.0.0') });
      await writeFakeRelease(root, 'checkout', release(42), { versions: shared('2.0.0') });
      await promote(store, 'host', release(40)); // 1
      await promote(store, 'checkout', release(1)); // 2
      await promote(store, 'blog', release(7)); // 3
      await promote(store, 'checkout', release(2)); // 4
      await promote(store, 'checkout', release(3)); // 5
    });

    it('puts every app back as it was after an entry, in one write, recorded as restores', async () => {
      expect(await restore(store, 2)).toEqual({
        changed: [{ app: 'checkout', from: release(3), to: release(1) }],
      });
      const pointer = (await readPointer(store))!;
      expect(pointer.live).toEqual({ host: release(40), checkout: release(1), blog: release(7) });
      expect(pointer.history.at(-1)).toMatchObject({ app: 'checkout', action: 'restore', restoredTo: 2 });
      // An app's own rollback afterwards undoes the restore, rather than going further back.
      expect(await rollback(store, 'checkout')).toEqual({ from: release(1), to: release(3) });
    });

    it('names who put the shop back on each restore entry when the back office says', async () => {
      await restore(store, 2, { by: 'owner@brassaangan.in' });
      expect((await readPointer(store))!.history.at(-1)).toMatchObject({
        action: 'restore',
        restoredTo: 2,
        by: 'owner@brassaangan.in',
      });
    });

    it('refuses a moment whose host could not run the remotes it would serve, or whose release is gone, changing nothing', async () => {
      await promote(store, 'host', release(41), { force: true }); // 6
      await promote(store, 'checkout', release(42)); // 7
      const before = await readPointer(store);
      // After entry 1 only the host was live: the checkout live now stays, and needs the newer host.
      await expect(restore(store, 1)).rejects.toThrow(
        `The shop was not put back to entry 1: checkout ${release(42)} needs @brass/shared ^2.0.0, and the host ${release(40)} provides 1.2.0`,
      );
      await rm(join(root, 'checkout', release(2)), { recursive: true });
      await expect(restore(store, 4)).rejects.toThrow(
        `The shop was not put back to entry 4: checkout has no release ${release(2)}`,
      );
      await expect(restore(store, 99)).rejects.toThrow('There is no history entry 99: the history has 7.');
      expect(await readPointer(store)).toEqual(before);
    });
  });

  describe('a canary in the pointer', () => {
    beforeEach(async () => {
      await promote(store, 'checkout', release(1));
    });

    it('leaves live as it is, and a promotion of the same release completes it', async () => {
      expect(await promote(store, 'checkout', release(2), { canary: 10 })).toMatchObject({ changed: true });
      let pointer = (await readPointer(store))!;
      expect(pointer.live.checkout).toBe(release(1));
      expect(pointer.canary?.checkout).toMatchObject({ id: release(2), percent: 10 });
      expect(pointer.history.at(-1)).toMatchObject({ action: 'canary', id: release(2), percent: 10 });
      expect(liveStack(pointer, 'checkout')).toEqual([release(1)]);

      await promote(store, 'checkout', release(2));
      pointer = (await readPointer(store))!;
      expect(pointer.live.checkout).toBe(release(2));
      expect(pointer.canary).toBeUndefined();
      expect(await rollback(store, 'checkout')).toEqual({ from: release(2), to: release(1) });
    });

    it('is withdrawn once, with its reason, and a share outside 1 to 99 is refused', async () => {
      await promote(store, 'checkout', release(2), { canary: 10 });
      expect(await withdrawCanary(store, 'checkout', release(2), 'too many errors')).toBe(true);
      expect(await withdrawCanary(store, 'checkout', release(2), 'too many errors')).toBe(false);
      const pointer = (await readPointer(store))!;
      expect(pointer.canary).toBeUndefined();
      expect(pointer.live.checkout).toBe(release(1));
      expect(pointer.history.at(-1)).toMatchObject({ action: 'withdraw', reason: 'too many errors' });
      await expect(promote(store, 'checkout', release(2), { canary: 100 })).rejects.toThrow(
        'A canary takes a share of new visitors from 1 to 99 percent, not 100.',
      );
    });

    it('ends when another release of the app is promoted or when the shop is put back', async () => {
      await promote(store, 'checkout', release(2), { canary: 10 });
      await promote(store, 'checkout', release(3));
      expect((await readPointer(store))?.canary).toBeUndefined();
      await promote(store, 'checkout', release(2), { canary: 10 });
      await restore(store, 1);
      expect((await readPointer(store))?.canary).toBeUndefined();
    });
  });
});

describe('live.json', () => {
  it('is checked for shape: a wrong id or an unknown app is named', () => {
    expect(parsePointer('{"live":{"checkout":"x"},"history":[]}')).toEqual({
      problem: expect.stringContaining('live.json is malformed at live.checkout'),
    });
    expect(parsePointer('{"live":{"shop":"20261123-000000000001"},"history":[]}')).toHaveProperty('problem');
    expect(parsePointer('[]')).toHaveProperty('problem');
  });

  it('replaying the history gives each app its stack of live releases', () => {
    const at = '2026-11-23T10:00:00.000Z';
    const pointer = {
      live: { checkout: release(1) },
      history: [
        { app: 'checkout' as const, id: release(1), action: 'promote' as const, at },
        { app: 'blog' as const, id: release(7), action: 'promote' as const, at },
        { app: 'checkout' as const, id: release(2), action: 'promote' as const, at },
        { app: 'checkout' as const, id: release(1), action: 'rollback' as const, at },
      ],
    };
    expect(liveStack(pointer, 'checkout')).toEqual([release(1)]);
    expect(liveStack(pointer, 'blog')).toEqual([release(7)]);
  });
});
