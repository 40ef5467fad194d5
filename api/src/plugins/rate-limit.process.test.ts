/**
 * Two API processes on one PostgreSQL database, as two replicas behind a load balancer: every limit is
 * counted once for both, so a client cannot multiply a limit by the number of replicas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgresDatabase, startApiProcess, type ApiProcess } from '../test/api-process.js';
import { loginDelays } from './login-attempts.js';
import { rateLimits } from './rate-limit.js';

let database: { url: string; drop(): Promise<void> };
let first: ApiProcess;
let second: ApiProcess;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('The process tests need PostgreSQL: set DATABASE_URL');
  database = await scratchPostgresDatabase(serverUrl);
  first = await startApiProcess({ DATABASE_URL: database.url });
  second = await startApiProcess({ DATABASE_URL: database.url });
});
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await database?.drop();
});

async function post(api: ApiProcess, path: string, body: object) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe('limits across two API processes on one database', () => {
  it('count a per-address limit once: the call after the last allowed one is refused by the other process', async () => {
    const note = { firstName: 'Ravi', lastName: 'S', email: 'ravi@example.in', message: 'Hello' };
    const { max } = rateLimits.contactPerClient;
    for (let i = 0; i < max; i++) expect((await post(first, '/api/contact', note)).status).toBe(201);

    const refused = await post(second, '/api/contact', note);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
  });

  it('make an email wait on one process after it failed on the other', async () => {
    const attempt = { email: 'nobody@example.in', password: 'not-the-password' };
    for (let i = 0; i < loginDelays.freeFailures; i++) {
      expect((await post(first, '/api/users/login', attempt)).status).toBe(401);
    }
    const refused = await post(second, '/api/users/login', attempt);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many failed sign-ins\. Please try again in \d+ seconds?\.$/);
  });
});
