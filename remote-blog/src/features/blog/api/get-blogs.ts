import { apiClient, apiErrorMessage } from '@brass/shared/api-client';
import type { Blog } from '@brass/shared/contract';
import { useRequest } from '@brass/shared/use-request';

/** The server answered, but not with a list: shown as is, not as a failed request. */
class InvalidBlogListError extends Error {
  constructor() {
    super('Invalid data format received from server');
  }
}

async function getBlogs(signal?: AbortSignal): Promise<Blog[]> {
  const { data } = await apiClient.get<unknown>('/api/blogs', { signal });
  if (!Array.isArray(data)) throw new InvalidBlogListError();
  return data as Blog[];
}

export function blogsErrorMessage(error: unknown): string {
  if (error instanceof InvalidBlogListError) return error.message;
  return `Failed to load blogs: ${apiErrorMessage(error, 'the server did not answer')}`;
}

/** Loads the list once when the page opens. */
export function useBlogs() {
  return useRequest('blogs', getBlogs);
}
