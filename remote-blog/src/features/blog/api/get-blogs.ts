import { apiClient } from '@brass/shared/api';
import { apiErrorMessage } from '@brass/shared/api-support';
import type { Blog } from '@brass/shared/contracts/content';
import { useServerAnswer } from '@brass/shared/server-data';
import { useRequest, type RequestState } from '@brass/shared/use-request';
import { useEffect, useEffectEvent, useState } from 'react';

/** The server answered, but not with a list: shown as is, not as a failed request. */
class InvalidBlogListError extends Error {
  constructor() {
    super('Invalid data format received from server');
  }
}

/** The list's key, under which a page rendered on the server also keeps it. */
export const BLOGS_KEY = 'blogs';

export async function getBlogs(signal?: AbortSignal): Promise<Blog[]> {
  const { data } = await apiClient.get<unknown>('/api/blogs', { signal });
  if (!Array.isArray(data)) throw new InvalidBlogListError();
  return data as Blog[];
}

export function blogsErrorMessage(error: unknown): string {
  if (error instanceof InvalidBlogListError) return error.message;
  return `Failed to load blogs: ${apiErrorMessage(error, 'the server did not answer')}`;
}

/**
 * Loads the list once when the page opens. A page that came server-rendered with the list keeps showing it
 * while the list is asked for again, so nothing moves when the answer comes; asking again shows a post
 * published since, and a failing API as on any other visit.
 */
export function useBlogs(): RequestState<Blog[]> {
  const fromServer = useServerAnswer<Blog[]>(BLOGS_KEY);
  const [serverRendered] = useState(fromServer.initialData);
  const forgetServerData = useEffectEvent(() => {
    fromServer.onInitialDataUsed?.();
  });
  useEffect(() => {
    forgetServerData();
  }, []);
  const state = useRequest(BLOGS_KEY, getBlogs);
  return state.status === 'loading' && serverRendered ? { status: 'success', data: serverRendered } : state;
}
