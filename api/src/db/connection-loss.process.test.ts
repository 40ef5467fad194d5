/**
 * PostgreSQL drops connections: a restart, a failover, an idle timeout, an operator's
 * `pg_terminate_backend`. The API must ride through it: the broken connections are dropped, the pool
 * opens new ones, and the requests caught in between are answered 503 with a message. It never dies.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../../test/orders-support.js';
import { rateLimits } from '../plugins/rate-limit.js';
import { openChangeStream } from '../../test/change-stream.js';
import { freePort, launchApiProcess, type ApiProcess, type ScratchDatabase } from '../../test/api-process.js';
import {
  call,
  HttpShopper,
  startShopProcess,
  UnexpectedAnswer,
  type ShopProcess,
} from '../../test/http-shopper.js';

interface Answer {
  path: string;
  status: number;
  body: unknown;
}

const readPaths = [
  '/api/products?page=1&limit=24',
  '/api/products/ganesha-lost-wax-seated',
  '/api/most-popular',
  '/api/blogs',
  '/api/health',
];

let shop: ShopProcess;
let sandbox: Sandbox;
let database: ScratchDatabase;
let api: ApiProcess;

beforeAll(async () => {
  shop = await startShopProcess();
  ({ sandbox, database, api } = shop);
});
afterAll(() => shop?.close());

/** One request; a refused or reset connection fails the test with what the API wrote. */
async function ask(path: string): Promise<Answer> {
  try {
    return { path, ...(await call(`${api.url}${path}`)) };
  } catch (error) {
    throw new Error(`${path} got no answer; the API wrote:\n${api.logs()}`, { cause: error });
  }
}

/** Waits until the API answers 200 again, as it must within seconds and without a restart. */
async function answersAgain(): Promise<void> {
  await vi.waitFor(
    async () => {
      for (const path of readPaths) expect((await ask(path)).status).toBe(200);
    },
    { timeout: 10_000, interval: 200 },
  );
}

/**
 * A shopper's checkouts under load stay below the shop's limit of payment orders per shopper (each
 * attempt counts, even one answered 503), so that every answer is the database's doing.
 */
const checkoutsPerShopper = rateLimits.createOrderPerUser.max - 1;

/**
 * Readers asking in turn for `readPaths`, and shoppers paying and placing orders (the order is written
 * in a transaction, on a connection held across several queries), until `during` settles. Every answer
 * they got; a shopper's checkout stops at a step that did not succeed and starts again, up to
 * `checkoutsPerShopper` times.
 */
async function underLoad(
  { readers, shoppers }: { readers: number; shoppers: HttpShopper[] },
  during: () => Promise<void>,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let done = false;
  const reader = async (first: number) => {
    for (let i = first; !done; i += 1) answers.push(await ask(readPaths[i % readPaths.length]!));
  };
  const shopper = async (account: HttpShopper) => {
    for (let checkout = 0; !done && checkout < checkoutsPerShopper; checkout += 1) {
      try {
        const placed = await account.placeOrder(api.url, await account.pay(api.url));
        answers.push({ path: '/api/orders/', ...placed });
      } catch (error) {
        if (!(error instanceof UnexpectedAnswer)) throw error;
        answers.push({ path: error.step, ...error.answer });
      }
    }
  };
  // A client that fails stops the others; a shopper done with its checkouts leaves the readers going.
  const clients = [...Array.from({ length: readers }, (_, i) => reader(i)), ...shoppers.map(shopper)].map(
    (client) =>
      client.catch((error: unknown) => {
        done = true;
        throw error;
      }),
  );
  const outcomes = await Promise.allSettled([during().finally(() => (done = true)), ...clients]);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return answers;
}

const unavailable = { status: 503, body: { message: expect.stringMatching(/\w/) } };

describe('when PostgreSQL drops the connections', () => {
  it('stays up and answers again, time after time, when its idle connections are cut', async () => {
    await answersAgain();
    for (let round = 0; round < 3; round += 1) {
      expect(await database.cutConnections()).toBeGreaterThan(0);
      await answersAgain();
    }
    expect(api.hasExited()).toBe(false);
  });

  it('answers every request with success or 503 and a message while its connections are cut under load', async () => {
    const shoppers = await Promise.all([1, 2, 3].map(() => HttpShopper.signUp(api.url, sandbox)));
    const answers = await underLoad({ readers: 6, shoppers }, async () => {
      for (let round = 0; round < 30; round += 1) {
        await database.cutConnections();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer).toEqual(
        answer.status < 300
          ? expect.objectContaining({ status: answer.status })
          : { path: answer.path, ...unavailable },
      );
    }
    await answersAgain();
    expect(api.hasExited()).toBe(false);
  });
});

describe('when PostgreSQL cannot be reached at start', () => {
  it('says so in one line and exits non-zero', async () => {
    const closedPort = await freePort();
    const unreachable = launchApiProcess(
      { DATABASE_URL: `postgres://postgres:secret-password@127.0.0.1:${closedPort}/brass` },
      await freePort(),
    );
    expect(await unreachable.exited).not.toBe(0);
    const lines = unreachable.logs().trim().split('\n');
    expect(lines).toEqual([
      `Cannot connect to the database at 127.0.0.1:${closedPort}/brass: connect ECONNREFUSED 127.0.0.1:${closedPort}`,
    ]);
  });
});

describe('the change feed when its connection is cut', () => {
  it('ends every open /api/changes stream, and is ready again on a new one', async () => {
    const streams = [await openChangeStream(api.url), await openChangeStream(api.url)];
    for (const stream of streams) expect((await stream.next())?.event).toBe('ready');
    expect(await database.cutConnections()).toBeGreaterThan(0);
    // Changes may have been missed: each follower is told so by the end of its stream.
    for (const stream of streams) expect(await stream.next()).toBeUndefined();
    const again = await openChangeStream(api.url);
    expect((await again.next())?.event).toBe('ready');
    await again.close();
  });
});
