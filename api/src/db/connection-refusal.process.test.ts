/**
 * PostgreSQL refuses new connections when a role or the server has as many as it allows (53300) or
 * when the database is closed to them (55000): a busy moment or an operator's maintenance, not a
 * fault of the request. The API answers 503 with its message, as for a lost connection, and answers
 * again once the database takes connections. The refusals are real: a role that is not a superuser
 * (PostgreSQL does not limit those) owns the API's database, and the test changes what it may do.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresServerUrl, startApiProcess, type ApiProcess } from '../../test/api-process.js';
import { databaseUrlFor } from '../../test/database.js';
import { call } from '../../test/http-shopper.js';

const name = `brass_refusal_${randomUUID().replaceAll('-', '')}`;
const password = randomBytes(24).toString('hex');
let admin: pg.Client;
let api: ApiProcess | undefined;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: postgresServerUrl() });
  await admin.connect();
  await admin.query(`CREATE ROLE "${name}" LOGIN PASSWORD '${password}'`);
  await admin.query(`CREATE DATABASE "${name}" OWNER "${name}"`);
  const url = new URL(databaseUrlFor(postgresServerUrl(), name));
  url.username = name;
  url.password = password;
  api = await startApiProcess({ DATABASE_URL: url.toString() });
});

afterAll(async () => {
  await api?.stop();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`DROP ROLE IF EXISTS "${name}"`);
  await admin.end();
});

/** A read never answered from memory, so each one asks the database. */
const availability = () => call(`${api!.url}/api/availability?ids=ganesha-lost-wax-seated`);

/** Ends the API's open connections, so its next query must open a new one. */
const cutConnections = () =>
  admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);

const unavailable = {
  status: 503,
  body: { message: 'The shop is briefly unavailable. Please try again in a moment.' },
};

async function answersAgain(): Promise<void> {
  await vi.waitFor(async () => expect((await availability()).status).toBe(200), {
    timeout: 10_000,
    interval: 200,
  });
}

describe('when PostgreSQL refuses the connection', () => {
  it('answers 503 with a message for too many connections of its role (53300), then answers again', async () => {
    await answersAgain();
    await admin.query(`ALTER ROLE "${name}" CONNECTION LIMIT 0`);
    await cutConnections();
    expect(await availability()).toEqual(unavailable);
    await admin.query(`ALTER ROLE "${name}" CONNECTION LIMIT -1`);
    await answersAgain();
  });

  it('answers 503 with a message while the database accepts no connections (55000), then answers again', async () => {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await cutConnections();
    expect(await availability()).toEqual(unavailable);
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await answersAgain();
    expect(api!.hasExited()).toBe(false);
  });
});
