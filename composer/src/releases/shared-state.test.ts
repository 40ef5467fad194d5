import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pointerStoresUnderTest } from '../../testing/pointer-stores.ts';
import { release } from '../../testing/fake-releases.ts';
import type { Canary } from './live-pointer.ts';
import type { PointerStore } from './pointer-store.ts';

const canary = (startedAt: string): Canary => ({ id: release(13), percent: 10, startedAt });
const firstRun = canary('2026-11-29T05:30:00.000Z');

describe.each(pointerStoresUnderTest())('what servers share beside the pointer in $name', ({ open }) => {
  let roots: string[];
  let stores: PointerStore[];
  /** The store of a releases folder, as one more server or command opens it. */
  const opened = async (root: string) => {
    const store = await open(root);
    stores.push(store);
    return store;
  };

  beforeEach(async () => {
    roots = await Promise.all([1, 2].map(() => mkdtemp(join(tmpdir(), 'brass-shared-'))));
    stores = [];
  });

  afterEach(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
  });

  it("adds up every server's latest page loads of a canary run, and no other run's", async () => {
    const [one, other] = [await opened(roots[0]!), await opened(roots[0]!)];
    await one.writeCanaryViews('server-a', 'checkout', firstRun, { live: 5, canary: 1 });
    await one.writeCanaryViews('server-a', 'checkout', firstRun, { live: 9, canary: 2 });
    await other.writeCanaryViews('server-b', 'checkout', firstRun, { live: 3, canary: 4 });
    await other.writeCanaryViews('server-b', 'checkout', canary('2026-11-29T07:00:00.000Z'), {
      live: 100,
      canary: 100,
    });
    expect(await one.canaryViews('checkout', firstRun)).toEqual({ live: 12, canary: 6 });
    expect(await other.canaryViews('checkout', firstRun)).toEqual({ live: 12, canary: 6 });
    expect(await one.canaryViews('blog', firstRun)).toEqual({ live: 0, canary: 0 });
    expect(await (await opened(roots[1]!)).canaryViews('checkout', firstRun)).toEqual({ live: 0, canary: 0 });
  });

  it('makes one preview key per releases folder, which every server and command then reads', async () => {
    const keys = await Promise.all(
      [opened(roots[0]!), opened(roots[0]!)].map(async (store) => (await store).previewKey()),
    );
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await (await opened(roots[0]!)).previewKey()).toBe(keys[0]);
    expect(await (await opened(roots[1]!)).previewKey()).not.toBe(keys[0]);
  });
});
