/**
 * The cache tags (surrogate keys) of the public reads a server renderer makes: each answer names the
 * data it shows in its `Cache-Tag` header, and the database's change feed (migration 0024_change_feed,
 * `GET /api/changes`) names the same tags when that data changes, so a cache of server-rendered pages
 * invalidates exactly the pages built from it.
 */
import type { FastifyReply } from 'fastify';

const cacheTagHeader = 'cache-tag';

/** The data of one product as its page and its card in any list show it, or its not-found answer. */
export const productTag = (id: string) => `product:${id}`;
/** Which products a list holds and in what order: the whole catalogue's state. */
export const productsTag = 'products';
/**
 * Any product's shown data: the tag of a list too long to name each of its products (the whole
 * catalogue, at thousands of products) within `tagBudget`. Every change of a product's data names it.
 */
export const catalogueTag = 'catalogue';
export const settingsTag = 'settings';
export const postTag = (id: string) => `post:${id}`;
/** Which posts the blog lists and in what order. */
export const postsTag = 'posts';
export const policyTag = (slug: string) => `policy:${slug}`;

/**
 * A tag must fit a header and the comma-separated lists of header and feed: an id asked for in an
 * address may be anything, but one outside this shape names nothing the shop can ever hold.
 */
const taggable = /^[\w.~-]{1,100}$/;

/** The tag of `id` for a not-found answer, or none when no such thing can ever exist. */
export const tagsOfAsked = (id: string, tagOf: (id: string) => string): string[] =>
  taggable.test(id) ? [tagOf(id)] : [];

/**
 * Bytes of tags one answer names at most: caches and proxies refuse longer headers (Node and Cloudflare at
 * 16 KiB in all), and the feed's notifications are under 8000 bytes.
 */
const tagBudget = 8000;

/**
 * The tags of a list of products: each product's, and `products`, as its membership and order depend on
 * the catalogue as a whole; `catalogue` instead of the products' own tags past `tagBudget`.
 */
export function productListTags(ids: readonly string[], ...more: string[]): string[] {
  const tags = [productsTag, ...more, ...ids.map(productTag)];
  return tags.join(',').length > tagBudget ? [productsTag, catalogueTag, ...more] : tags;
}

export function tagReply(reply: FastifyReply, tags: Iterable<string>): void {
  reply.header(cacheTagHeader, [...new Set(tags)].join(','));
}

const tagsOfAnswer = new WeakMap<object, string[]>();

/**
 * Tags `reply` with the tags of an answer served from an in-process cache, worked out once per answer
 * like its JSON (cached-json-serializer.ts): the whole catalogue names every product.
 */
export function tagCachedAnswer(reply: FastifyReply, answer: object, tagsOf: () => string[]): void {
  let tags = tagsOfAnswer.get(answer);
  if (tags === undefined) {
    tags = tagsOf();
    tagsOfAnswer.set(answer, tags);
  }
  tagReply(reply, tags);
}
