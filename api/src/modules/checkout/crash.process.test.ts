/**
 * `kill -9` of the API while shoppers pay and place orders: an order the API acknowledged (201, or 200
 * for a replay) is committed, so the API restarted on the same database still has every one of them.
 * On PGlite the restart reopens the same data folder; on PostgreSQL the same database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresServerUrl,
  scratchPostgresDatabase,
  startApiProcess,
  type ApiProcess,
} from '../../../test/api-process.js';
import { HttpShopper, sandboxEnv } from '../../../test/http-shopper.js';
import { startSandbox, type Sandbox } from '../../../test/orders-support.js';

interface Storage {
  env: Record<string, string>;
  remove(): Promise<void>;
}

const storages: Record<string, () => Promise<Storage>> = {
  'PGlite (a data folder)': async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'brass-crash-'));
    return { env: { PGLITE_DIR: folder }, remove: () => rm(folder, { recursive: true, force: true }) };
  },
  PostgreSQL: async () => {
    const database = await scratchPostgresDatabase(postgresServerUrl());
    return { env: { DATABASE_URL: database.url }, remove: () => database.drop() };
  },
};

/** Orders per shopper before a new one signs up: create-order allows ten a minute per account. */
const ordersPerShopper = 4;
const shoppersAtOnce = 4;
const kills = 2;
/** Acknowledged orders to wait for before each kill. */
const ordersBeforeKill = 8;

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox?.close());

describe.each(Object.entries(storages))('kill -9 on %s', (_name, open) => {
  let storage: Storage;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    storage = await open();
  });
  afterAll(async () => {
    await api?.stop();
    await storage?.remove();
  });

  it('loses no order the API acknowledged', async () => {
    const start = () => startApiProcess({ ...storage.env, ...sandboxEnv(sandbox) });
    const acknowledged = new Map<HttpShopper, Set<string>>();
    let count = 0;

    let killed = false;

    /** Shoppers paying and placing orders until the process dies under them; the first real failure. */
    async function shopUntilKilled(running: ApiProcess): Promise<unknown> {
      const shopper = async () => {
        for (;;) {
          const own = new Set<string>();
          const account = await HttpShopper.signUp(running.url, sandbox);
          acknowledged.set(account, own);
          for (let i = 0; i < ordersPerShopper; i += 1) {
            const payment = await account.pay(running.url);
            const placed = await account.placeOrder(running.url, payment);
            if (placed.status !== 201) throw new Error(`place order answered ${placed.status}`);
            own.add(placed.body.order!._id);
            count += 1;
          }
        }
      };
      const outcomes = await Promise.allSettled(Array.from({ length: shoppersAtOnce }, shopper));
      // Only a call the kill cut short may fail; anything the live API answered wrongly is a bug.
      return killed ? undefined : outcomes.find((outcome) => outcome.status === 'rejected')?.reason;
    }

    api = await start();
    for (let kill = 0; kill < kills; kill += 1) {
      const running = api;
      killed = false;
      const shopping = shopUntilKilled(running);
      const target = count + ordersBeforeKill;
      while (count < target && !running.hasExited()) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(running.hasExited()).toBe(false);
      killed = true;
      await running.stop('SIGKILL');
      expect(await shopping).toBeUndefined();
      api = await start();
    }

    expect(count).toBeGreaterThanOrEqual(kills * ordersBeforeKill);
    for (const [shopper, own] of acknowledged) {
      const stored = new Set((await shopper.orders(api.url)).map((order) => order._id));
      for (const orderId of own) expect(stored).toContain(orderId);
    }
  });
});
