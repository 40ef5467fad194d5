/**
 * The content's contract: blog posts, the policy pages, the contact form and the shop's contact details.
 * Owned by the blog team (remote-blog). The API validates and documents its routes with these schemas;
 * the shop's pages import them as types only, and the back office also parses its answers with them
 * (docs/frontend-guide.md).
 */
import * as v from 'valibot';
import { emailAddressSchema } from './accounts';

export const blogSchema = v.object({
  _id: v.string(),
  title: v.string(),
  /** Markdown, which the shop renders (headings, bold, italic, lists, quotes, links); never raw HTML. */
  description: v.string(),
  image: v.optional(v.string()),
  createdAt: v.string(),
});
export type Blog = v.InferOutput<typeof blogSchema>;

export const contactBodySchema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.minLength(1, 'First name is required'), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Last name is required'), v.maxLength(100)),
  email: emailAddressSchema,
  phone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(30))),
  subject: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(5000))),
});
export type ContactBody = v.InferOutput<typeof contactBodySchema>;

export const contactResponseSchema = v.object({ message: v.string() });

/** The shop's policy pages, each at /policies/<slug>, in the order the footer lists them. */
export const POLICY_PAGE_SLUGS = ['terms', 'faq', 'shipping', 'returns', 'privacy'] as const;
export const policyPageSlugSchema = v.picklist(POLICY_PAGE_SLUGS);
export type PolicyPageSlug = v.InferOutput<typeof policyPageSlugSchema>;

/**
 * GET /api/pages/:slug. `body` is Markdown, as a post's `description` is: paragraphs separated by
 * blank lines, a line starting "## " a heading, bold, italic, lists and links.
 */
export const policyPageSchema = v.object({
  slug: policyPageSlugSchema,
  title: v.string(),
  body: v.string(),
  updatedAt: v.string(),
});
export type PolicyPage = v.InferOutput<typeof policyPageSchema>;

/** GET /api/settings/shop-contact: how shoppers reach the shop; null where the owner gave nothing. */
export const shopContactSchema = v.object({
  address: v.nullable(v.string()),
  /** +91 and ten digits. */
  phone: v.nullable(v.string()),
  /** +91 and ten digits. */
  whatsapp: v.nullable(v.string()),
  email: v.nullable(v.string()),
  gstin: v.nullable(v.string()),
});
export type ShopContact = v.InferOutput<typeof shopContactSchema>;
