import { apiClient, apiErrorMessage } from '@brass/shared/api-client';
import type { Blog } from '@brass/shared/contract';
import { useEffect, useState } from 'react';
import { responseStatus } from '../../../lib/response-status';

const MISSING_ID_MESSAGE = 'Blog ID is missing';

export async function getBlog(id: string, signal?: AbortSignal): Promise<Blog> {
  const { data } = await apiClient.get<Blog>(`/api/blogs/${encodeURIComponent(id)}`, { signal });
  return data;
}

export type BlogState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; blog: Blog };

/**
 * Loads one post, again whenever the id changes. The answer is kept with the id it
 * was asked for, so an answer for a previous id is never shown as the current post.
 */
export function useBlog(id: string | undefined): BlogState {
  const [answer, setAnswer] = useState<{ id: string; state: BlogState }>();
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    getBlog(id, controller.signal).then(
      (blog) => {
        if (!controller.signal.aborted) setAnswer({ id, state: { status: 'loaded', blog } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({
          id,
          state:
            responseStatus(error) === 404
              ? { status: 'not-found' }
              : {
                  status: 'error',
                  message: `Failed to load blog: ${apiErrorMessage(error, 'the server did not answer')}`,
                },
        });
      },
    );
    return () => controller.abort();
  }, [id]);

  if (!id) return { status: 'error', message: MISSING_ID_MESSAGE };
  if (answer?.id !== id) return { status: 'loading' };
  return answer.state;
}
