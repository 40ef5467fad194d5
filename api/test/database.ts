/**
 * A private copy of the migrated, seeded test database for one test file (see global-setup.ts).
 */
import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { pgliteDatabase, pgliteExtensions, postgresDatabase, type Database } from '../src/db/client.js';

export type DatabaseTemplate =
  { driver: 'pglite'; dump: string } | { driver: 'postgres'; serverUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function openTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.driver === 'pglite') {
    const dump = await openAsBlob(template.dump);
    return pgliteDatabase(await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions }));
  }
  const name = `brass_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  // FILE_COPY copies the small template faster than the default WAL_LOG strategy.
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.name}" STRATEGY FILE_COPY`);
  const pool = new pg.Pool({ connectionString: databaseUrlFor(template.serverUrl, name), max: 4 });
  // pool.end() resolves before its connections have closed; dropping the database WITH (FORCE) then
  // kills them mid-close, and their error surfaces as an uncaught exception. So wait for each to end.
  const connectionsEnded: Promise<void>[] = [];
  pool.on('connect', (client) =>
    connectionsEnded.push(new Promise((resolve) => client.once('end', resolve))),
  );
  const database = postgresDatabase(pool);
  return {
    ...database,
    async close() {
      await database.close();
      await Promise.all(connectionsEnded);
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
