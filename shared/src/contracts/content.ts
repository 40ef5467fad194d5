/**
 * The content's contract: blog posts, the policy pages, the contact form and the shop's contact details.
 * Owned by the blog team (remote-blog). The API validates and documents its routes with these zod schemas;
 * the shop's pages import them as types only, and the back office also parses its answers with them
 * (docs/frontend-guide.md).
 */
import { z } from 'zod';

export const blogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().optional(),
  createdAt: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

export const contactBodySchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  email: z.string().trim().email('Please enter a valid email address').max(254),
  phone: z.string().trim().max(30).optional(),
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().max(5000).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactResponseSchema = z.object({ message: z.string() });

/** The shop's policy pages, each at /policies/<slug>, in the order the footer lists them. */
export const POLICY_PAGE_SLUGS = ['terms', 'faq', 'shipping', 'returns', 'privacy'] as const;
export const policyPageSlugSchema = z.enum(POLICY_PAGE_SLUGS);
export type PolicyPageSlug = z.infer<typeof policyPageSlugSchema>;

/**
 * GET /api/pages/:slug. `body` is plain text: paragraphs are separated by blank lines, and a line
 * starting "## " is a heading.
 */
export const policyPageSchema = z.object({
  slug: policyPageSlugSchema,
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type PolicyPage = z.infer<typeof policyPageSchema>;

/** GET /api/settings/shop-contact: how shoppers reach the shop; null where the owner gave nothing. */
export const shopContactSchema = z.object({
  address: z.string().nullable(),
  /** +91 and ten digits. */
  phone: z.string().nullable(),
  /** +91 and ten digits. */
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  gstin: z.string().nullable(),
});
export type ShopContact = z.infer<typeof shopContactSchema>;
