import { apiClient } from '@brass/shared/api';
import { apiErrorMessage } from '@brass/shared/api-support';
import type { Blog } from '@brass/shared/contracts/content';
import { useServerAnswer } from '@brass/shared/server-data';
import { getLinkedProducts, linkedProductsKey } from '../../linked-products/api/get-linked-products';
import { failedStatus, useRequest, type RequestState } from '@brass/shared/use-request';

class MissingBlogIdError extends Error {
  constructor() {
    super('Blog ID is missing');
  }
}

const MISSING_ID: RequestState<Blog> = { status: 'error', error: new MissingBlogIdError() };

/** A post's key, under which a page rendered on the server also keeps it. */
export const blogKey = (id: string) => `blog:${id}`;

async function getBlog(id: string, signal?: AbortSignal): Promise<Blog> {
  const { data } = await apiClient.get<Blog>(`/api/blogs/${encodeURIComponent(id)}`, { signal });
  return data;
}

/**
 * What a post's first render reads, by the key its hook asks under: rendered with on the server,
 * and fetched ahead of a move to the post. `origin` is the page's: the post's absolute links to it
 * are links to the shop's products too.
 */
export function blogPostCalls(
  id: string | undefined,
  signal: AbortSignal,
  origin: string,
): Record<string, Promise<unknown>> {
  if (!id) return {};
  const blog = getBlog(id, signal);
  return {
    [blogKey(id)]: blog,
    [linkedProductsKey(blogKey(id))]: blog.then(({ description }) =>
      getLinkedProducts(description, origin, signal),
    ),
  };
}

/** The shop has no post by the id asked for. */
export function isMissingBlog(error: unknown): boolean {
  return failedStatus(error) === 404;
}

export function blogErrorMessage(error: unknown): string {
  if (error instanceof MissingBlogIdError) return error.message;
  return `Failed to load blog: ${apiErrorMessage(error, 'the server did not answer')}`;
}

/** Loads one post, again whenever the id changes; an answer for a previous id is never shown. */
export function useBlog(id: string | undefined): RequestState<Blog> {
  const key = id ? blogKey(id) : null;
  const state = useRequest(key, (signal) => getBlog(id ?? '', signal), useServerAnswer<Blog>(key ?? ''));
  return id ? state : MISSING_ID;
}
