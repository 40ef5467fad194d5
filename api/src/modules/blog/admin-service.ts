import type { AdminBlog, AdminBlogList, AdminBlogSummary, BlogPostBody } from '@brass/shared/contract';
import { HttpError } from '../../lib/http-error.js';
import { slugOf } from '../../lib/ids.js';
import type { AuditService } from '../audit/service.js';
import type { BlogAdminRepository } from './admin-repository.js';
import type { BlogRow } from './repository.js';
import { toBlog } from './service.js';

const blogAdminMessages = {
  notFound: 'No blog post has that id.',
  publishedAlready: (title: string) => `“${title}” is already published.`,
  draftAlready: (title: string) => `“${title}” is a draft already.`,
} as const;

/** A title in another script makes no slug; its post is still given a readable address. */
const FALLBACK_SLUG = 'post';

const toSummary = (row: BlogRow): AdminBlogSummary => ({
  id: row.id,
  title: row.title,
  state: row.publishedAt ? 'published' : 'draft',
  image: row.image,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

/** The paragraphs are stored one a line, as the shop's blog page splits them. */
const descriptionOf = (paragraphs: string[]) => paragraphs.join('\n');

const paragraphsOf = (description: string) =>
  description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The back office's blog: every post, drafts included; writing, editing, publishing and withdrawing
 * them. A post's id (its address in the shop) is made from the title when it is created and never
 * changes. Every change is written to the audit log in its transaction.
 */
export class BlogAdminService {
  constructor(
    private readonly repository: BlogAdminRepository,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<AdminBlogList> {
    const posts = (await this.repository.all()).map(toSummary);
    const drafts = posts.filter((post) => post.state === 'draft').length;
    return { posts, counts: { draft: drafts, published: posts.length - drafts } };
  }

  async detail(id: string): Promise<AdminBlog> {
    const row = await this.repository.find(id);
    if (!row) throw new HttpError(404, blogAdminMessages.notFound);
    return { ...toSummary(row), paragraphs: paragraphsOf(row.description), preview: toBlog(row) };
  }

  /** A new draft, at the first free address made from its title (`diwali-lamps`, `diwali-lamps-2`…). */
  async create(actorId: string, body: BlogPostBody): Promise<AdminBlog> {
    const base = (slugOf(body.title) || FALLBACK_SLUG).slice(0, 90).replace(/-+$/, '');
    const id = await this.repository.transaction(async (posts, tx) => {
      const now = new Date();
      for (let n = 1; ; n++) {
        const candidate = n === 1 ? base : `${base}-${n}`;
        const inserted = await posts.insert({
          id: candidate,
          title: body.title,
          description: descriptionOf(body.paragraphs),
          image: body.image,
          createdAt: now,
          updatedAt: now,
          publishedAt: null,
        });
        if (!inserted) continue;
        await this.audit.record(tx, {
          actorId,
          action: 'blog.created',
          target: candidate,
          details: { title: body.title },
        });
        return candidate;
      }
    });
    return this.detail(id);
  }

  /** Replaces the title, the paragraphs and the image; the address and the dates of publication stay. */
  async update(actorId: string, id: string, body: BlogPostBody): Promise<AdminBlog> {
    await this.repository.transaction(async (posts, tx) => {
      const before = await posts.lock(id);
      if (!before) throw new HttpError(404, blogAdminMessages.notFound);
      const after = { title: body.title, description: descriptionOf(body.paragraphs), image: body.image };
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
        (field) => after[field] !== before[field],
      );
      if (changed.length === 0) return;
      await posts.update(id, { ...after, updatedAt: new Date() });
      await this.audit.record(tx, {
        actorId,
        action: 'blog.updated',
        target: id,
        details: { title: body.title, changed: changed.map((field) => fieldNames[field]).join(', ') },
      });
    });
    return this.detail(id);
  }

  /** Into the shop from now on: its list and its page. */
  publish(actorId: string, id: string): Promise<AdminBlog> {
    return this.setPublished(actorId, id, true);
  }

  /** Back to a draft: gone from the shop's list, and its page answers like an unknown post. */
  unpublish(actorId: string, id: string): Promise<AdminBlog> {
    return this.setPublished(actorId, id, false);
  }

  private async setPublished(actorId: string, id: string, publish: boolean): Promise<AdminBlog> {
    await this.repository.transaction(async (posts, tx) => {
      const post = await posts.lock(id);
      if (!post) throw new HttpError(404, blogAdminMessages.notFound);
      if ((post.publishedAt !== null) === publish) {
        const refusal = publish ? blogAdminMessages.publishedAlready : blogAdminMessages.draftAlready;
        throw new HttpError(409, refusal(post.title));
      }
      const now = new Date();
      await posts.update(id, { publishedAt: publish ? now : null, updatedAt: now });
      await this.audit.record(tx, {
        actorId,
        action: publish ? 'blog.published' : 'blog.unpublished',
        target: id,
        details: { title: post.title },
      });
    });
    return this.detail(id);
  }
}

/** The edited fields as the audit log names them. */
const fieldNames = { title: 'title', description: 'paragraphs', image: 'image' } as const;
