/**
 * The driver choice: PGlite (Postgres in WebAssembly, in a data folder) when DATABASE_URL is unset, so
 * that `pnpm start` needs no server; node-postgres when it is set. Both speak the same SQL, so the same
 * migrations and queries run on either; repositories only see `Db`.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database =
  | { driver: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite; close(): Promise<void> }
  | { driver: 'postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool; close(): Promise<void> };

/** PGlite loads extensions from its own bundle, so every instance must be told which ones exist. */
export const pgliteExtensions = { pg_trgm } satisfies PGliteOptions['extensions'];

export function pgliteDatabase(client: PGlite): Database {
  return {
    driver: 'pglite',
    db: drizzlePglite({ client, schema }),
    client,
    close: () => client.close(),
  };
}

export function postgresDatabase(pool: pg.Pool): Database {
  // A connection the server ends (a restart, a failover, an idle timeout) emits 'error': on the pool
  // when the connection is idle, on its client while a request holds it. Unheard, either ends the
  // process. The pool drops a broken idle client itself and opens a new one for the next query; a
  // held client's running query rejects with the error (its request gets a 503, plugins/errors.ts),
  // and the client is dropped when released, because it is no longer queryable.
  pool.on('error', ignoreHere);
  pool.on('connect', (client) => client.on('error', ignoreHere));
  return {
    driver: 'postgres',
    db: drizzlePg({ client: pool, schema }),
    pool,
    close: () => endPool(pool),
  };
}

/**
 * How long closing waits for the connections requests still hold. A transaction whose connection was
 * cut while it ran can be left waiting on a query the driver never settles; closing would then wait
 * for ever, and a stopping server must stop.
 */
const CLOSE_WAIT_MS = 5_000;

async function endPool(pool: pg.Pool): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CLOSE_WAIT_MS);
  });
  await Promise.race([pool.end(), waited]);
  clearTimeout(timer);
}

/** The error reaches the query that was running, or the log listener `server.ts` adds. */
function ignoreHere(): void {}

/** The database named by DATABASE_URL cannot be used at start: said in one line, without a stack trace. */
export class DatabaseUnreachableError extends Error {
  constructor(databaseUrl: string, cause: unknown) {
    const url = new URL(databaseUrl);
    // Never the user name or password: the line goes to logs.
    super(`Cannot connect to the database at ${url.host}${url.pathname}: ${reasonOf(cause)}`, { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

/** Node reports a host with several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError with no message. */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(reasonOf).join('; ');
  if (error instanceof Error)
    return error.message || String((error as { code?: unknown }).code ?? error.name);
  return String(error);
}

export async function openDatabase(settings: {
  databaseUrl: string | undefined;
  pgliteDir: string;
}): Promise<Database> {
  if (settings.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: settings.databaseUrl,
      // Without it a request waits for ever on a server that does not answer; after it, it gets a 503.
      connectionTimeoutMillis: 5000,
      // Notices a connection a failover left half-open.
      keepAlive: true,
    });
    const database = postgresDatabase(pool);
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end();
      throw new DatabaseUnreachableError(settings.databaseUrl, error);
    }
    return database;
  }
  await mkdir(settings.pgliteDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(settings.pgliteDir, { extensions: pgliteExtensions }));
}
