/**
 * The back office's contract for what the owner writes and reads: blog posts, policy pages and the contact
 * form's inbox. Owned by the back office team (remote-admin). The API validates and documents its routes
 * with these zod schemas; the shop's pages import them as types only, and the back office also parses its
 * answers with them (docs/frontend-guide.md).
 */
import { z } from 'zod';
import { blogSchema, policyPageSchema } from './content';

/** A blog post as the back office sees it: a draft only staff see, or published in the shop. */
export const blogStateSchema = z.enum(['draft', 'published']);
export type BlogState = z.infer<typeof blogStateSchema>;

export const adminBlogSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  state: blogStateSchema,
  image: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Null for a draft. */
  publishedAt: z.string().nullable(),
});
export type AdminBlogSummary = z.infer<typeof adminBlogSummarySchema>;

/** GET /api/admin/blogs: every post, drafts included, newest first. */
export const adminBlogListSchema = z.object({
  posts: z.array(adminBlogSummarySchema),
  counts: z.object({ draft: z.number().int(), published: z.number().int() }),
});
export type AdminBlogList = z.infer<typeof adminBlogListSchema>;

/**
 * GET /api/admin/blogs/:id and the answer of every change: the post to edit, and `preview`, the post
 * exactly as the shop's blog page would receive it (a draft dated as if published now).
 */
export const adminBlogSchema = adminBlogSummarySchema.extend({
  paragraphs: z.array(z.string()),
  preview: blogSchema,
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;

/** An image the API serves: a path under /images/, such as a seeded or uploaded picture. */
const imagePathSchema = z
  .string('Image must be a path under /images/')
  .trim()
  .max(300, 'Image path can be at most 300 characters')
  .regex(
    /^\/images\/(?!.*\.\.)[\w\-./]+\.(?:webp|avif|png|jpe?g)$/,
    'Image must be a path under /images/ to a WebP, AVIF, PNG or JPEG file, such as /images/blogs/diwali-960.webp',
  );

/**
 * POST /api/admin/blogs and PUT /api/admin/blogs/:id: the post as the owner writes it. Each paragraph
 * is one line of the shop's blog page; a new post starts as a draft.
 */
export const blogPostBodySchema = z.object({
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title can be at most 200 characters'),
  paragraphs: z
    .array(
      z
        .string('Each paragraph must be text')
        .trim()
        .min(1, 'A paragraph cannot be empty: remove it or write it')
        .max(5000, 'A paragraph can be at most 5,000 characters')
        .regex(/^[^\r\n]*$/, 'A paragraph is one line: split it into two paragraphs instead'),
      'Write the post as a list of paragraphs',
    )
    .min(1, 'Write at least one paragraph')
    .max(100, 'A post can have at most 100 paragraphs'),
  /**
   * Null or '': no image. Left out: none for a new post, while an edit (PUT) keeps the post's image,
   * which the back office uploads and removes through PUT and DELETE /api/admin/blogs/:id/image.
   */
  image: imagePathSchema
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
});
export type BlogPostBody = z.infer<typeof blogPostBodySchema>;

/** GET /api/admin/pages: every policy page, and who last changed it (null: as the shop opened). */
export const adminPolicyPageSchema = policyPageSchema.extend({
  updatedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type AdminPolicyPage = z.infer<typeof adminPolicyPageSchema>;
export const adminPolicyPageListSchema = z.object({ pages: z.array(adminPolicyPageSchema) });
export type AdminPolicyPageList = z.infer<typeof adminPolicyPageListSchema>;

/** PUT /api/admin/pages/:slug: the page's new title and text. */
export const policyPageBodySchema = z.object({
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title can be at most 200 characters'),
  body: z
    .string('Text is required')
    .trim()
    .min(1, 'Text is required')
    .max(50_000, 'Text can be at most 50,000 characters')
    // One kind of line break, whatever the browser sent.
    .transform((text) => text.replace(/\r\n?/g, '\n')),
});
export type PolicyPageBody = z.infer<typeof policyPageBodySchema>;

/** A message of the contact form in the back office's inbox: unread, read, or answered. */
export const messageStateSchema = z.enum(['unread', 'read', 'replied']);
export type MessageState = z.infer<typeof messageStateSchema>;

/** GET /api/admin/messages: one state or all of them, newest first, a page at a time. */
export const adminMessageQuerySchema = z.object({
  state: z.enum(['unread', 'read', 'replied'], 'State is unread, read or replied').optional(),
  page: z.coerce
    .number('Page must be a number from 1')
    .int('Page must be a number from 1')
    .min(1, 'Page must be a number from 1')
    .max(100_000)
    .default(1),
});
export type AdminMessageQuery = z.input<typeof adminMessageQuerySchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  state: messageStateSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const adminMessageListSchema = z.object({
  messages: z.array(contactMessageSchema),
  /** Messages in the state asked for (all of them without one). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every state's count, whichever was asked for. */
  counts: z.object({ unread: z.number().int(), read: z.number().int(), replied: z.number().int() }),
});
export type AdminMessageList = z.infer<typeof adminMessageListSchema>;
