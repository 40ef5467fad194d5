import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A database of a test's own, on the PostgreSQL server the test run was given. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server the tests run against, when the run has one: DATABASE_URL. */
export function testDatabaseServer(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.DATABASE_URL || undefined;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database beside the server's own: a test never touches the database it was given. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `brass_pointer_${process.pid}_${randomUUID().slice(0, 8)}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
