/**
 * PostgreSQL drops connections: a restart, a failover, an idle timeout, an operator's
 * `pg_terminate_backend`. The API must ride through it: the broken connections are dropped, the pool
 * opens new ones, and the requests caught in between are answered 503 with a message. It never dies.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  freePort,
  launchApiProcess,
  postgresServerUrl,
  scratchPostgresDatabase,
  startApiProcess,
  type ApiProcess,
  type ScratchDatabase,
} from '../test/api-process.js';

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

let database: ScratchDatabase;
let api: ApiProcess;

beforeAll(async () => {
  database = await scratchPostgresDatabase(postgresServerUrl());
  api = await startApiProcess({ DATABASE_URL: database.url });
});
afterAll(async () => {
  await api?.stop();
  await database?.drop();
});

/** One request; a refused or reset connection fails the test with what the API wrote. */
async function ask(path: string): Promise<Answer> {
  try {
    const response = await fetch(`${api.url}${path}`, { signal: AbortSignal.timeout(10_000) });
    return { path, status: response.status, body: await response.json() };
  } catch (error) {
    throw new Error(`${path} got no answer (${(error as Error).message}); the API wrote:\n${api.logs()}`);
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

/** `workers` clients asking in turn for `paths` until `during` settles; every answer they got. */
async function underLoad(workers: number, during: () => Promise<void>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let done = false;
  const clients = Array.from({ length: workers }, async (_, worker) => {
    try {
      for (let i = worker; !done; i += 1) answers.push(await ask(readPaths[i % readPaths.length]!));
    } finally {
      done = true;
    }
  });
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

  it('answers every request 200 or 503 with a message while its connections are cut under load', async () => {
    const answers = await underLoad(8, async () => {
      for (let round = 0; round < 30; round += 1) {
        await database.cutConnections();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer).toEqual(
        answer.status === 200
          ? expect.objectContaining({ status: 200 })
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
