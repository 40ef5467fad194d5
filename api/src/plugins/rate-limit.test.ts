import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.js';
import { loginFailures, rateLimitCounters } from '../db/schema.js';
import { openTestDatabase } from '../../test/database.js';
import { authentication, createSessionTokens } from './auth.js';
import { errorHandling } from './errors.js';
import { LoginAttempts, loginDelays } from './login-attempts.js';
import { perUserLimit, rateLimiting } from './rate-limit.js';
import { databaseStore, RateLimitCounters } from './rate-limit-counters.js';

const tokens = createSessionTokens({
  secret: 'a-test-secret-that-is-long-enough-0123456789',
  accessTokenTtlSeconds: 3600,
});
let database: Database;
const apps: FastifyInstance[] = [];

/**
 * An app with two limited routes, as one API process on the test database: counting where the driver
 * says (`rateLimiting`), or in the database whatever the driver.
 */
async function limitedApp({
  allowList = [],
  inDatabase = false,
}: { allowList?: string[]; inDatabase?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorHandling);
  if (inDatabase) await app.register(rateLimit, { global: false, store: databaseStore(counters) });
  else await app.register(rateLimiting, { db: database.db, allowList });
  // No accounts here: every session stands.
  await app.register(authentication, {
    tokens,
    sessionUser: async (id) => ({ id, role: 'shopper' }),
  });
  // Shaped like the create-order route that uses this limit.
  app.post(
    '/orders',
    { onRequest: app.authenticate, config: perUserLimit({ max: 2, timeWindow: '1 minute' }) },
    async () => ({ ok: true }),
  );
  app.get('/ping', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
  await app.ready();
  apps.push(app);
  return app;
}

let app: FastifyInstance;
let counters: RateLimitCounters;
beforeAll(async () => {
  database = await openTestDatabase();
  counters = new RateLimitCounters(database.db);
  app = await limitedApp();
});
afterAll(async () => {
  await Promise.all(apps.map((each) => each.close()));
  await database.close();
});
afterEach(() => vi.useRealTimers());

const order = async (userId: string, on = app) =>
  (
    await on.inject({
      method: 'POST',
      url: '/orders',
      headers: { authorization: `Bearer ${await tokens.issue(userId)}` },
      payload: {},
    })
  ).statusCode;
const ping = async (remoteAddress: string, on = app) =>
  (await on.inject({ method: 'GET', url: '/ping', remoteAddress })).statusCode;

describe('perUserLimit', () => {
  it('counts calls per signed-in user, so shoppers behind one address do not share a limit', async () => {
    expect([await order('usr_a'), await order('usr_a'), await order('usr_a')]).toEqual([200, 200, 429]);
    expect(await order('usr_b')).toBe(200);
  });

  it('authenticates before counting', async () => {
    const response = await app.inject({ method: 'POST', url: '/orders', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('allow list', () => {
  it('exempts the listed client addresses from per-address limits, and only those', async () => {
    const lenient = await limitedApp({ allowList: ['127.0.0.1'] });
    expect([
      await ping('127.0.0.1', lenient),
      await ping('127.0.0.1', lenient),
      await ping('127.0.0.1', lenient),
    ]).toEqual([200, 200, 200]);
    expect([await ping('203.0.113.7', lenient), await ping('203.0.113.7', lenient)]).toEqual([200, 429]);
  });
});

describe('counters in the database', () => {
  it('are shared by every app on the database, as replicas share one PostgreSQL', async () => {
    const [one, replica] = [await limitedApp({ inDatabase: true }), await limitedApp({ inDatabase: true })];
    expect(await order('usr_c', one)).toBe(200);
    expect(await order('usr_c', replica)).toBe(200);
    expect(await order('usr_c', one)).toBe(429);
    expect(await order('usr_c', replica)).toBe(429);
  });

  it('keep a count per route, and start again when the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const one = await limitedApp({ inDatabase: true });
    expect([await ping('198.51.100.1', one), await ping('198.51.100.1', one)]).toEqual([200, 429]);
    expect(await order('usr_d', one)).toBe(200);
    vi.setSystemTime(Date.now() + 60_000);
    expect(await ping('198.51.100.1', one)).toBe(200);
  });

  it('are deleted once their window has ended, and sign-in failures once forgotten', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await counters.hit('ended', 1000);
    await counters.hit('open', 60_000);
    await database.db.insert(loginFailures).values([
      { key: 'old', failures: 3, lastFailedAt: new Date(Date.now() - loginDelays.forgetAfterMs - 1) },
      { key: 'recent', failures: 3, lastFailedAt: new Date() },
    ]);
    vi.setSystemTime(Date.now() + 1000);

    await counters.deleteEnded();
    await new LoginAttempts(database.db).forgetOld();

    const keys = (rows: { key: string }[]) => rows.map((row) => row.key);
    expect(keys(await database.db.select().from(rateLimitCounters))).toContain('open');
    expect(keys(await database.db.select().from(rateLimitCounters))).not.toContain('ended');
    expect(keys(await database.db.select().from(loginFailures))).toEqual(['recent']);
  });
});
