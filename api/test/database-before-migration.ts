import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect } from 'vitest';
import { pgliteExtensions } from '../src/db/client.js';

const migrations = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

export interface DatabaseBeforeMigration {
  db: PgliteDatabase;
  /** Runs every migration left, the one under test first. */
  migrateTheRest(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A scratch PGlite database migrated up to, not including, the migration `tag`: the shop as it was
 * before it, for a test that fills it with the rows of then and runs the migration over them.
 */
export async function databaseBeforeMigration(tag: string): Promise<DatabaseBeforeMigration> {
  const folder = await mkdtemp(path.join(tmpdir(), 'brass-migrations-'));
  await cp(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut, `${tag} is among the migrations`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));

  const client = await PGlite.create({ extensions: pgliteExtensions });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: folder });
  return {
    db,
    migrateTheRest: () => migrate(db, { migrationsFolder: migrations }),
    close: async () => {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
