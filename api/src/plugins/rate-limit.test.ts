import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionTokens, setupAuth } from './auth.js';
import { setupErrorHandling } from './errors.js';
import { perUserLimit, setupRateLimits } from './rate-limit.js';

const tokens = createSessionTokens({
  secret: 'a-test-secret-that-is-long-enough-0123456789',
  accessTokenTtlSeconds: 3600,
});
const app = Fastify();

beforeAll(async () => {
  setupErrorHandling(app);
  await setupRateLimits(app);
  // No accounts here: every session stands.
  setupAuth(app, tokens, async () => true);
  // Shaped like the create-order route that will use this limit.
  app.post(
    '/orders',
    { onRequest: app.authenticate, config: perUserLimit({ max: 2, timeWindow: '1 minute' }) },
    async () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(() => app.close());

const order = async (userId: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/orders',
      headers: { authorization: `Bearer ${await tokens.issue(userId)}` },
      payload: {},
    })
  ).statusCode;

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
    const limited = Fastify();
    await setupRateLimits(limited, ['127.0.0.1']);
    limited.get('/ping', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({
      ok: true,
    }));
    await limited.ready();
    const ping = async (remoteAddress: string) =>
      (await limited.inject({ method: 'GET', url: '/ping', remoteAddress })).statusCode;

    expect([await ping('127.0.0.1'), await ping('127.0.0.1'), await ping('127.0.0.1')]).toEqual([
      200, 200, 200,
    ]);
    expect([await ping('203.0.113.7'), await ping('203.0.113.7')]).toEqual([200, 429]);
    await limited.close();
  });
});
