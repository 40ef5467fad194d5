/**
 * The migration that makes posts Markdown, run over posts written before it: each line was a
 * paragraph, and each still is one, now that a paragraph ends at a blank line.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from './client.js';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const markdown = '0044_markdown_posts';

let client: PGlite;
let db: PgliteDatabase;
let before: string;

/** The migrations folder as it was before posts were Markdown. */
async function migrationsBeforeMarkdown(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'brass-migrations-'));
  await cp(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === markdown);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  client = await PGlite.create({ extensions: pgliteExtensions });
  db = drizzle({ client });
  before = await migrationsBeforeMarkdown();
  await migrate(db, { migrationsFolder: before });
});
afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

describe('making the posts written before Markdown Markdown', () => {
  it('puts a blank line between their lines, so each line stays a paragraph, and leaves none indented', async () => {
    const written = {
      lines: 'Brass darkens.\nMix tamarind and salt.\nDry every piece.',
      blanks: '  First.  \r\n\r\n\n    Second, once indented.\n',
      single: 'One paragraph only.',
    };
    for (const [id, description] of Object.entries(written))
      await db.execute(sql`insert into blogs (id, title, description) values (${id}, ${id}, ${description})`);

    await migrate(db, { migrationsFolder: migrations });

    const rows = await db.execute<{ id: string; description: string }>(
      sql`select id, description from blogs order by id`,
    );
    expect(rows.rows).toEqual([
      { id: 'blanks', description: 'First.\n\nSecond, once indented.' },
      { id: 'lines', description: 'Brass darkens.\n\nMix tamarind and salt.\n\nDry every piece.' },
      { id: 'single', description: 'One paragraph only.' },
    ]);
  });
});
