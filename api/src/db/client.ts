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

export type Schema = typeof schema;
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
  return {
    driver: 'postgres',
    db: drizzlePg({ client: pool, schema }),
    pool,
    close: () => pool.end(),
  };
}

export async function openDatabase(settings: {
  databaseUrl: string | undefined;
  pgliteDir: string;
}): Promise<Database> {
  if (settings.databaseUrl) {
    return postgresDatabase(new pg.Pool({ connectionString: settings.databaseUrl }));
  }
  await mkdir(settings.pgliteDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(settings.pgliteDir, { extensions: pgliteExtensions }));
}
