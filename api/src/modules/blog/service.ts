import type { Blog } from '@brass/shared/contracts/content';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../../lib/http-error.js';
import { finishDroppedLoads } from '../../lib/finish-dropped-loads.js';
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

interface PublishedPosts {
  newestFirst: Blog[];
  byId: Map<string, Blog>;
  /** When each post last changed (an edit, its image, its publication). */
  updatedAt: Map<string, Date>;
}

/** The shop's blog: published posts only; a draft answers 404 like a post that does not exist. */
export class BlogService {
  /**
   * Every published post, whole, as the list answers it: the blog is a few dozen posts read on every
   * visit to its pages and changed only by the owner. Each process reads it at most every 10 s, and
   * at once after the owner changed a post through it (`forget`); a post answers from the same copy.
   */
  private readonly published = new LRUCache<string, PublishedPosts>({
    ...finishDroppedLoads,
    max: 1,
    ttl: 10_000,
    fetchMethod: async () => {
      const rows = await this.blogs.newestFirst(new Date());
      const newestFirst = rows.map((row) => toBlog(row));
      return {
        newestFirst,
        byId: new Map(newestFirst.map((post) => [post._id, post])),
        updatedAt: new Map(rows.map((row) => [row.id, row.updatedAt])),
      };
    },
  });

  constructor(private readonly blogs: BlogRepository) {}

  /** Called after the back office changed a post, so that this process shows the change at once. */
  forget(): void {
    this.published.clear();
  }

  async list(): Promise<Blog[]> {
    return (await this.publishedPosts()).newestFirst;
  }

  /** Every published post, newest first, with when it last changed: the sitemap's posts. */
  async listDated(): Promise<{ post: Blog; updatedAt: Date }[]> {
    const { newestFirst, updatedAt } = await this.publishedPosts();
    return newestFirst.map((post) => ({ post, updatedAt: updatedAt.get(post._id)! }));
  }

  async get(id: string): Promise<Blog> {
    const post = (await this.publishedPosts()).byId.get(id);
    if (!post) throw new HttpError(404, 'Blog not found');
    return post;
  }

  private publishedPosts(): Promise<PublishedPosts> {
    return this.published.forceFetch('all');
  }
}
