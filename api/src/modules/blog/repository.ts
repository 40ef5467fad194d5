import { and, asc, desc, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogs } from '../../db/schema.js';

export type BlogRow = typeof blogs.$inferSelect;

/** Posts the shop shows at `now`: published, and not dated in the future. */
const publishedBy = (now: Date) => and(isNotNull(blogs.publishedAt), lte(blogs.publishedAt, now));

/** The blog as the shop reads it: published posts only. Drafts are the back office's (admin-repository.ts). */
export class BlogRepository {
  constructor(private readonly db: Db) {}

  newestFirst(now: Date): Promise<BlogRow[]> {
    return this.db
      .select()
      .from(blogs)
      .where(publishedBy(now))
      .orderBy(desc(blogs.publishedAt), asc(blogs.id));
  }
}
