import { apiClient } from '@brass/shared/api-client';

type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}

/** A reply, or a function of the request that gives one (possibly later, to hold a page in loading). */
type Route = FakeReply | ((request: SentRequest) => FakeReply | Promise<FakeReply>);

/**
 * Stands in for the API behind the real apiClient, so its interceptors (bearer header, logout on a
 * rejected token) run as in the browser. Routes are keyed 'METHOD /path'; anything else answers 404.
 */
export function fakeApi(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const adapter: Adapter = async (config: RequestConfig) => {
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: config.headers.get('Authorization')?.toString(),
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.url}`] ?? {
      status: 404,
      body: { message: 'Not found' },
    };
    const { status = 200, body = null } = typeof route === 'function' ? await route(request) : route;
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      // What axios.isAxiosError and the client's 401 interceptor look at.
      throw Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        config,
        response,
      });
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return {
    sent,
    calls: (method: string, url: string) =>
      sent.filter((request) => request.method === method && request.url === url),
  };
}

/** A reply the test releases when it wants, to look at the page while the call is in flight. */
export function heldReply() {
  let release: (reply: FakeReply) => void = () => {};
  const reply = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { route: () => reply, release };
}
