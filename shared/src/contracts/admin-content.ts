/**
 * The back office's contract for what the owner writes and reads: blog posts, policy pages and the contact
 * form's inbox. Owned by the back office team (remote-admin). The API validates and documents its routes
 * with these schemas; the shop's pages import them as types only, and the back office also parses its
 * answers with them (docs/frontend-guide.md).
 */
import * as v from 'valibot';
import { fieldsObject, requiredText, wholeNumberText } from './field-checks';
import { blogSchema, policyPageSchema } from './content';

/** A blog post as the back office sees it: a draft only staff see, or published in the shop. */
export const blogStateSchema = v.picklist(['draft', 'published']);
export type BlogState = v.InferOutput<typeof blogStateSchema>;

export const adminBlogSummarySchema = v.object({
  id: v.string(),
  title: v.string(),
  state: blogStateSchema,
  image: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** Null for a draft. */
  publishedAt: v.nullable(v.string()),
});
export type AdminBlogSummary = v.InferOutput<typeof adminBlogSummarySchema>;

/** GET /api/admin/blogs: every post, drafts included, newest first. */
export const adminBlogListSchema = v.object({
  posts: v.array(adminBlogSummarySchema),
  counts: v.object({
    draft: v.pipe(v.number(), v.safeInteger()),
    published: v.pipe(v.number(), v.safeInteger()),
  }),
});
export type AdminBlogList = v.InferOutput<typeof adminBlogListSchema>;

/**
 * GET /api/admin/blogs/:id and the answer of every change: the post to edit, and `preview`, the post
 * exactly as the shop's blog page would receive it (a draft dated as if published now).
 */
export const adminBlogSchema = v.object({
  ...adminBlogSummarySchema.entries,
  /** The post's text, Markdown, as the owner wrote it. */
  body: v.string(),
  preview: blogSchema,
});
export type AdminBlog = v.InferOutput<typeof adminBlogSchema>;

/** An image the API serves: a path under /images/, such as a seeded or uploaded picture. */
const imagePathSchema = v.pipe(
  v.string('Image must be a path under /images/'),
  v.trim(),
  v.maxLength(300, 'Image path can be at most 300 characters'),
  v.regex(
    /^\/images\/(?!.*\.\.)[\w\-./]+\.(?:webp|avif|png|jpe?g)$/,
    'Image must be a path under /images/ to a WebP, AVIF, PNG or JPEG file, such as /images/blogs/diwali-960.webp',
  ),
);

/** A post's or a policy page's Markdown: one kind of line break, whatever the browser sent. */
const markdownText = (maxLength: number) =>
  v.pipe(
    requiredText('Text', maxLength),
    v.transform((text) => text.replace(/\r\n?/g, '\n')),
  );

/**
 * POST /api/admin/blogs and PUT /api/admin/blogs/:id: the post as the owner writes it, its text in
 * Markdown as the shop renders it; a new post starts as a draft.
 */
export const blogPostBodySchema = fieldsObject({
  title: requiredText('Title', 200),
  body: markdownText(100_000),
  /**
   * Null or '': no image. Left out: none for a new post, while an edit (PUT) keeps the post's image,
   * which the back office uploads and removes through PUT and DELETE /api/admin/blogs/:id/image.
   */
  image: v.pipe(
    v.nullish(v.union([imagePathSchema, v.literal('')]), null),
    v.transform((value) => value || null),
  ),
});
export type BlogPostBody = v.InferOutput<typeof blogPostBodySchema>;

/** GET /api/admin/pages: every policy page, and who last changed it (null: as the shop opened). */
export const adminPolicyPageSchema = v.object({
  ...policyPageSchema.entries,
  updatedBy: v.nullable(v.object({ name: v.string(), email: v.string() })),
});
export type AdminPolicyPage = v.InferOutput<typeof adminPolicyPageSchema>;
export const adminPolicyPageListSchema = v.object({ pages: v.array(adminPolicyPageSchema) });
export type AdminPolicyPageList = v.InferOutput<typeof adminPolicyPageListSchema>;

/** PUT /api/admin/pages/:slug: the page's new title and text. */
export const policyPageBodySchema = fieldsObject({
  title: requiredText('Title', 200),
  body: markdownText(50_000),
});
export type PolicyPageBody = v.InferOutput<typeof policyPageBodySchema>;

/** A message of the contact form in the back office's inbox: unread, read, or answered. */
export const messageStateSchema = v.picklist(['unread', 'read', 'replied']);
export type MessageState = v.InferOutput<typeof messageStateSchema>;

/** GET /api/admin/messages: one state or all of them, newest first, a page at a time. */
export const adminMessageQuerySchema = v.object({
  state: v.optional(v.picklist(['unread', 'read', 'replied'], 'State is unread, read or replied')),
  page: v.optional(wholeNumberText(1, 100_000, 'Page must be a number from 1'), 1),
});
export type AdminMessageQuery = v.InferInput<typeof adminMessageQuerySchema>;

export const contactMessageSchema = v.object({
  id: v.string(),
  state: messageStateSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  subject: v.nullable(v.string()),
  message: v.nullable(v.string()),
  createdAt: v.string(),
  readAt: v.nullable(v.string()),
  repliedAt: v.nullable(v.string()),
});
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;

export const adminMessageListSchema = v.object({
  messages: v.array(contactMessageSchema),
  /** Messages in the state asked for (all of them without one). */
  total: v.pipe(v.number(), v.safeInteger()),
  page: v.pipe(v.number(), v.safeInteger()),
  pageSize: v.pipe(v.number(), v.safeInteger()),
  /** Every state's count, whichever was asked for. */
  counts: v.object({
    unread: v.pipe(v.number(), v.safeInteger()),
    read: v.pipe(v.number(), v.safeInteger()),
    replied: v.pipe(v.number(), v.safeInteger()),
  }),
});
export type AdminMessageList = v.InferOutput<typeof adminMessageListSchema>;
