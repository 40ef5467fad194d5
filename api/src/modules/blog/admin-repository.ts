import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogs } from '../../db/schema.js';
import type { BlogRow } from './repository.js';

type NewBlogRow = typeof blogs.$inferInsert;
/** What an edit, an image, a publication or its withdrawal may change. */
type BlogChanges = Partial<
  Pick<BlogRow, 'title' | 'description' | 'image' | 'imageStem' | 'publishedAt' | 'updatedAt'>
>;

/** The blog as the back office keeps it: drafts and published posts alike. */
export class BlogAdminRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; `tx` lets the audit log write in it too. */
  transaction<T>(work: (repository: BlogAdminRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new BlogAdminRepository(tx), tx));
  }

  all(): Promise<BlogRow[]> {
    return this.db.select().from(blogs).orderBy(desc(blogs.createdAt), asc(blogs.id));
  }

  async find(id: string): Promise<BlogRow | undefined> {
    const [row] = await this.db.select().from(blogs).where(eq(blogs.id, id));
    return row;
  }

  /** The post, held until the transaction ends so that two changes of it wait for each other. */
  async lock(id: string): Promise<BlogRow | undefined> {
    const [row] = await this.db.select().from(blogs).where(eq(blogs.id, id)).for('update');
    return row;
  }

  /** False when the id is taken. */
  async insert(row: NewBlogRow): Promise<boolean> {
    const inserted = await this.db
      .insert(blogs)
      .values(row)
      .onConflictDoNothing({ target: blogs.id })
      .returning({ id: blogs.id });
    return inserted.length > 0;
  }

  async update(id: string, changes: BlogChanges): Promise<void> {
    await this.db.update(blogs).set(changes).where(eq(blogs.id, id));
  }
}
