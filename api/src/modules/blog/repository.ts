import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogs } from '../../db/schema.js';

export type BlogRow = typeof blogs.$inferSelect;

export class BlogRepository {
  constructor(private readonly db: Db) {}

  newestFirst(): Promise<BlogRow[]> {
    return this.db.select().from(blogs).orderBy(desc(blogs.createdAt), asc(blogs.id));
  }

  async findById(id: string): Promise<BlogRow | undefined> {
    const [row] = await this.db.select().from(blogs).where(eq(blogs.id, id));
    return row;
  }
}
