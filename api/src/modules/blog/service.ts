import type { Blog } from '@brass/shared/contract';
import { HttpError } from '../../lib/http-error.js';
import { isSlug } from '../../lib/ids.js';
import type { BlogRepository, BlogRow } from './repository.js';

/**
 * A post as the shop's blog pages receive it. Its date is the day it was published; `asOf` dates a
 * draft as if it were published then (the back office's preview).
 */
export function toBlog(row: BlogRow, asOf = new Date()): Blog {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    ...(row.image ? { image: row.image } : {}),
    createdAt: (row.publishedAt ?? asOf).toISOString(),
  };
}

/** The shop's blog: published posts only; a draft answers 404 like a post that does not exist. */
export class BlogService {
  constructor(private readonly blogs: BlogRepository) {}

  async list(now = new Date()): Promise<Blog[]> {
    return (await this.blogs.newestFirst(now)).map((row) => toBlog(row));
  }

  async get(id: string, now = new Date()): Promise<Blog> {
    // Ids are slugs: any other string names no post and needs no query.
    const row = isSlug(id) ? await this.blogs.findPublished(id, now) : undefined;
    if (!row) throw new HttpError(404, 'Blog not found');
    return toBlog(row);
  }
}
