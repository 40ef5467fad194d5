import { apiClient, apiErrorMessage } from '@brass/shared/api-client';
import type { Blog } from '@brass/shared/contract';
import { useEffect, useState } from 'react';

const INVALID_BLOGS_MESSAGE = 'Invalid data format received from server';

/** The server answered, but not with a list: shown as is, not as a failed request. */
class InvalidBlogListError extends Error {
  constructor() {
    super(INVALID_BLOGS_MESSAGE);
  }
}

export async function getBlogs(signal?: AbortSignal): Promise<Blog[]> {
  const { data } = await apiClient.get<unknown>('/api/blogs', { signal });
  if (!Array.isArray(data)) throw new InvalidBlogListError();
  return data as Blog[];
}

export type BlogsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; blogs: Blog[] };

function blogsErrorMessage(error: unknown): string {
  if (error instanceof InvalidBlogListError) return error.message;
  return `Failed to load blogs: ${apiErrorMessage(error, 'the server did not answer')}`;
}

/** Loads the list once when the page opens (Page loads). */
export function useBlogs(): BlogsState {
  const [state, setState] = useState<BlogsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getBlogs(controller.signal).then(
      (blogs) => setState({ status: 'loaded', blogs }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: blogsErrorMessage(error) });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
