/**
 * Two API processes on one PostgreSQL database, as two replicas behind a load balancer: every limit is
 * counted once for both, so a client cannot multiply a limit by the number of replicas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresServerUrl,
  scratchPostgresDatabase,
  startApiProcess,
  type ApiProcess,
  type ScratchDatabase,
} from '../../test/api-process.js';
import { call } from '../../test/http-shopper.js';
import { loginDelays } from './login-attempts.js';
import { rateLimits } from './rate-limit.js';

let database: ScratchDatabase;
let first: ApiProcess;
let second: ApiProcess;

beforeAll(async () => {
  database = await scratchPostgresDatabase(postgresServerUrl());
  first = await startApiProcess({ DATABASE_URL: database.url });
  second = await startApiProcess({ DATABASE_URL: database.url });
});
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await database?.drop();
});

const post = (api: ApiProcess, path: string, body: object) =>
  call<{ message?: string }>(`${api.url}${path}`, { body });

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
