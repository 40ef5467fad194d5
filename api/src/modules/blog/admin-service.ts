import { randomBytes } from 'node:crypto';
import type {
  AdminBlog,
  AdminBlogList,
  AdminBlogSummary,
  BlogPostBody,
} from '@brass/shared/contracts/admin-content';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { slugOf } from '../../lib/ids.js';
import type { AuditService } from '../audit/service.js';
import type { ImageStore } from '../images/image-store.js';
import { imageKey, imageKeys, renderImage, type ImageShape } from '../images/rendering.js';
import type { BlogAdminRepository } from './admin-repository.js';
import type { BlogRow } from './repository.js';
import { toBlog, type BlogService } from './service.js';

const blogAdminMessages = {
  notFound: 'No blog post has that id.',
  publishedAlready: (title: string) => `“${title}” is already published.`,
  draftAlready: (title: string) => `“${title}” is a draft already.`,
  noImage: (title: string) => `“${title}” has no image.`,
} as const;

/**
 * The shape the shop's blog pages show a post's image in (4:3), at the widths their srcset offers
 * (remote-blog's BlogImage).
 */
const POST_IMAGE: ImageShape = { widths: [480, 960], aspect: 3 / 4 };
/** The width a post's `image` names, as the seeded posts' do; the srcset swaps it for 480. */
const MAIN_WIDTH = 960;

/** An edit's body: an image left out stays as it is (the editor uploads or removes it on its own). */
export type BlogPostEdit = Omit<BlogPostBody, 'image'> & { image?: BlogPostBody['image'] };

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

/**
 * The back office's blog: every post, drafts included; writing, editing, publishing and withdrawing
 * them. A post's id (its address in the shop) is made from the title when it is created and never
 * changes. Every change is written to the audit log in its transaction.
 */
export class BlogAdminService {
  constructor(
    private readonly repository: BlogAdminRepository,
    private readonly store: ImageStore,
    private readonly audit: AuditService,
    /** The shop's blog, told after each change so that it shows it at once. */
    private readonly shop: Pick<BlogService, 'forget'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(): Promise<AdminBlogList> {
    const posts = (await this.repository.all()).map(toSummary);
    const drafts = posts.filter((post) => post.state === 'draft').length;
    return { posts, counts: { draft: drafts, published: posts.length - drafts } };
  }

  async detail(id: string): Promise<AdminBlog> {
    const row = await this.repository.find(id);
    if (!row) throw new HttpError(404, blogAdminMessages.notFound);
    return { ...toSummary(row), body: row.description, preview: toBlog(row) };
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
          description: body.body,
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

  /**
   * Replaces the title, the text and (when given) the image; the address and the dates of
   * publication stay. An uploaded image replaced by a typed path loses its files.
   */
  async update(actorId: string, id: string, body: BlogPostEdit): Promise<AdminBlog> {
    const replaced = await this.repository.transaction(async (posts, tx) => {
      const before = await posts.lock(id);
      if (!before) throw new HttpError(404, blogAdminMessages.notFound);
      const after = {
        title: body.title,
        description: body.body,
        image: body.image === undefined ? before.image : body.image,
      };
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
        (field) => after[field] !== before[field],
      );
      if (changed.length === 0) return null;
      const imageChanged = changed.includes('image');
      await posts.update(id, {
        ...after,
        ...(imageChanged ? { imageStem: null } : {}),
        updatedAt: new Date(),
      });
      await this.audit.record(tx, {
        actorId,
        action: 'blog.updated',
        target: id,
        details: { title: body.title, changed: changed.map((field) => fieldNames[field]).join(', ') },
      });
      return imageChanged ? before.imageStem : null;
    });
    this.shop.forget();
    if (replaced) await this.discard(replaced);
    return this.detail(id);
  }

  /**
   * Makes an uploaded image the post's, in the shop's shape and widths, in place of its image before.
   * The files are stored before the row that names them is committed, so the shop never names a
   * missing file; those of an uploaded image before are deleted once no row names them.
   */
  async setImage(actorId: string, id: string, upload: Buffer): Promise<AdminBlog> {
    if (!(await this.repository.find(id))) throw new HttpError(404, blogAdminMessages.notFound);
    // Never reused: a stored file never changes, so browsers and CDNs may keep it for a year.
    const stem = `${id}-${randomBytes(5).toString('hex')}`;
    const rendered = await renderImage(upload, stem, POST_IMAGE);
    await this.store.save(rendered.files);
    let replaced: string | null;
    try {
      replaced = await this.repository.transaction(async (posts, tx) => {
        const before = await posts.lock(id);
        if (!before) throw new HttpError(404, blogAdminMessages.notFound);
        const image = this.store.url(imageKey(stem, MAIN_WIDTH, 'webp'));
        await posts.update(id, { image, imageStem: stem, updatedAt: new Date() });
        await this.audit.record(tx, {
          actorId,
          action: 'blog.image_uploaded',
          target: id,
          details: { title: before.title, image },
        });
        return before.imageStem;
      });
    } catch (error) {
      await this.discard(stem);
      throw error;
    }
    this.shop.forget();
    if (replaced) await this.discard(replaced);
    return this.detail(id);
  }

  /** The post goes without an image, in the shop too. */
  async removeImage(actorId: string, id: string): Promise<AdminBlog> {
    const removed = await this.repository.transaction(async (posts, tx) => {
      const before = await posts.lock(id);
      if (!before) throw new HttpError(404, blogAdminMessages.notFound);
      if (!before.image) throw new HttpError(409, blogAdminMessages.noImage(before.title));
      await posts.update(id, { image: null, imageStem: null, updatedAt: new Date() });
      await this.audit.record(tx, {
        actorId,
        action: 'blog.image_removed',
        target: id,
        details: { title: before.title, image: before.image },
      });
      return before.imageStem;
    });
    this.shop.forget();
    if (removed) await this.discard(removed);
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
    this.shop.forget();
    return this.detail(id);
  }

  /** Files no row names are only wasted space: a failure to delete them is logged, not answered. */
  private async discard(stem: string): Promise<void> {
    const keys = imageKeys(stem, POST_IMAGE);
    try {
      await this.store.remove(keys);
    } catch (error) {
      this.log.warn({ err: error, keys }, 'Could not delete the files of a blog post’s image');
    }
  }
}

/** The edited fields as the audit log names them. */
const fieldNames = { title: 'title', description: 'text', image: 'image' } as const;
