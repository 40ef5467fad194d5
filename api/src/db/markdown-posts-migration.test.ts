/**
 * The migration that makes posts Markdown, run over posts written before it: each line was a
 * paragraph, and each still is one, now that a paragraph ends at a blank line.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseBeforeMigration,
  type DatabaseBeforeMigration,
} from '../../test/database-before-migration.js';

let database: DatabaseBeforeMigration;
let db: DatabaseBeforeMigration['db'];

beforeAll(async () => {
  database = await databaseBeforeMigration('0044_markdown_posts');
  db = database.db;
});
afterAll(() => database.close());

describe('making the posts written before Markdown Markdown', () => {
  it('puts a blank line between their lines, so each line stays a paragraph, and leaves none indented', async () => {
    const written = {
      lines: 'Brass darkens.\nMix tamarind and salt.\nDry every piece.',
      blanks: '  First.  \r\n\r\n\n    Second, once indented.\n',
      single: 'One paragraph only.',
    };
    for (const [id, description] of Object.entries(written))
      await db.execute(sql`insert into blogs (id, title, description) values (${id}, ${id}, ${description})`);

    await database.migrateTheRest();

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
