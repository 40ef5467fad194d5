import type { Blog } from '@brass/shared/contract';
import { HttpError } from '../../lib/http-error.js';
import { isSlug } from '../../lib/ids.js';
import type { BlogRepository, BlogRow } from './repository.js';

function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    ...(row.image ? { image: row.image } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

export class BlogService {
  constructor(private readonly blogs: BlogRepository) {}

  async list(): Promise<Blog[]> {
    return (await this.blogs.newestFirst()).map(toBlog);
  }

  async get(id: string): Promise<Blog> {
    // Ids are slugs: any other string names no post and needs no query.
    const row = isSlug(id) ? await this.blogs.findById(id) : undefined;
    if (!row) throw new HttpError(404, 'Blog not found');
    return toBlog(row);
  }
}
