import { apiClient } from '@brass/shared/api-client';

export interface FakeReply {
  status?: number;
  body?: unknown;
}

/** A reply, or a function of the posted body that gives one (possibly later, to hold a call in flight). */
type Route = FakeReply | ((body: unknown) => FakeReply | Promise<FakeReply>);

interface PostConfig {
  validateStatus?: ((status: number) => boolean) | null;
  signal?: { aborted?: boolean };
}

/**
 * Stands in for the API's POST routes behind apiClient.post, keyed by path; anything else answers
 * 404. Like axios, a status of 400 or more rejects unless the call's validateStatus accepts it.
 */
export function fakeApiPosts(routes: Record<string, Route>) {
  const sent: { url: string; body: unknown }[] = [];
  vi.spyOn(apiClient, 'post').mockImplementation(async (url: string, body?: unknown, config?: PostConfig) => {
    sent.push({ url, body });
    const route = routes[url] ?? { status: 404, body: { message: 'Not found' } };
    const { status = 200, body: data = null } = typeof route === 'function' ? await route(body) : route;
    if (config?.signal?.aborted) throw Object.assign(new Error('canceled'), { name: 'CanceledError' });
    const accepted = config?.validateStatus ? config.validateStatus(status) : status < 400;
    if (!accepted) {
      throw Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        response: { status, data },
      });
    }
    return { data, status, statusText: String(status), headers: {}, config: {} };
  });
  return {
    sent,
    bodiesFor: (url: string) => sent.filter((call) => call.url === url).map((call) => call.body),
  };
}

/** A reply the test releases when it wants, to look at the page while the call is in flight. */
export function heldReply() {
  let release: (reply: FakeReply) => void = () => undefined;
  const reply = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { route: () => reply, release };
}
