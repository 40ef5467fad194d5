import { apiClient } from '@brass/shared/api-client';

type Params = Record<string, unknown> | undefined;
type Answer = unknown | ((params: Params) => unknown);

/** An answer that never comes, to hold a page in its loading state. */
export const PENDING = Symbol('pending');

/** What the API client throws for an answer that is not ok. */
export function httpError(status: number, message = 'Not found') {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, data: { message } },
  });
}

/** What the API client throws when the server cannot be reached. */
export function networkError() {
  return Object.assign(new Error('Network Error'), { response: undefined });
}

/**
 * Answers GET calls by path, the way the real client would: data, an error to throw, PENDING, or a
 * function of the query parameters. Unknown paths fail like a 404.
 */
export function mockApi(answers: Record<string, Answer>) {
  const get = async (url: string, config?: { params?: Params }) => {
    const answer = answers[url];
    const value = typeof answer === 'function' ? answer(config?.params) : answer;
    if (value === PENDING) return new Promise(() => {});
    if (value === undefined) throw httpError(404);
    if (value instanceof Error) throw value;
    return { data: value, status: 200 };
  };
  return vi.spyOn(apiClient, 'get').mockImplementation(get as unknown as typeof apiClient.get);
}
