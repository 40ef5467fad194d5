/**
 * The API as the apps' tests meet it: the real apiClient (and fetch) send real requests, which msw
 * answers from what the test said with `answer`. Every answer is held to the contract: a success body
 * must match the schema `apiRoutes` gives its route, an error body is `{ message }`. A test that checks
 * how a page copes with what the API never sends says so with `malformed`. A request nobody answered,
 * or an answer the contract refuses, fails the test.
 */
import { apiRoutes } from '@brass/shared/testing/contract-routes';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll } from 'vitest';

type Routes = typeof apiRoutes;
type RouteName = keyof Routes;

/** A path with each `:param` turned into any text, so that one id can be answered on its own. */
type Concrete<Path extends string> = Path extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Concrete<Tail>}`
  : Path extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Path;

/** A route of the contract ('GET /api/products/:id'), or one address of it ('GET /api/products/diya'). */
type ApiAddress = { [Name in RouteName]: Concrete<Name> }[RouteName];

type RouteOf<Address extends ApiAddress> = {
  [Name in RouteName]: Address extends Concrete<Name> ? Name : never;
}[RouteName];

type SuccessBody<Address extends ApiAddress> = v.InferInput<Routes[RouteOf<Address>]['schema']>;

/** A request as the API received it. */
interface SentRequest {
  method: string;
  /** The whole URL, with the API's origin and the query. */
  url: string;
  path: string;
  query: Record<string, string>;
  /** The JSON sent, or the text when it is not JSON; undefined without a body. */
  body: unknown;
  authorization: string | undefined;
  credentials: RequestCredentials;
  keepalive: boolean;
}

interface ContractRoute {
  name: string;
  status: number;
  schema: v.GenericSchema;
}

const ANSWER = Symbol('answer');

/** An answer other than a success body: an error, no answer, or one held back. */
interface Answer {
  readonly [ANSWER]: (route: ContractRoute) => Response | Promise<Response>;
}

type Reply<Address extends ApiAddress> = SuccessBody<Address> | Answer;

/** What `answer` takes for an address: a reply, or a function of the request that gives one. */
export type AnswerTo<Address extends ApiAddress> =
  Reply<Address> | ((request: SentRequest) => Reply<Address> | Promise<Reply<Address>>);

const server = setupServer();
const sent: SentRequest[] = [];
const problems: string[] = [];

/**
 * Answers the API's calls in every test of a file: call it once per file (each app's vitest setup file
 * does). After each test the answers and the recorded requests are forgotten, and the test fails if a
 * request had no answer or an answer broke the contract.
 */
export function interceptApi(): void {
  beforeAll(() => {
    server.listen({
      onUnhandledRequest: (request, print) => {
        problems.push(`${request.method} ${request.url} was sent, and the test gave no answer for it`);
        print.error();
      },
    });
  });
  afterEach(() => {
    server.resetHandlers();
    sent.length = 0;
    const found = problems.splice(0);
    if (found.length > 0) throw new Error(found.join('\n'));
  });
  afterAll(() => {
    server.close();
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a request's method and path are those of an address; a `:param` matches any one segment. */
function matcherOf(address: string) {
  const [method, path = ''] = address.split(' ');
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  const paths = new RegExp(`^${segments.join('/')}$`);
  return (request: { method: string; path: string }) => request.method === method && paths.test(request.path);
}

const pathOf = (request: Request) => decodeURIComponent(new URL(request.url).pathname);

function routeOf(address: string): ContractRoute {
  const [method = '', path = ''] = address.split(' ');
  for (const [name, route] of Object.entries(apiRoutes)) {
    if (matcherOf(name)({ method, path })) return { name, ...route };
  }
  throw new Error(
    `${address} is not a route of the contract (apiRoutes in @brass/shared/testing/contract-routes)`,
  );
}

const isAnswer = (reply: unknown): reply is Answer =>
  typeof reply === 'object' && reply !== null && ANSWER in reply;

function checkedBody(route: ContractRoute, body: unknown): unknown {
  const result = v.safeParse(route.schema, body);
  if (!result.success) {
    throw new Error(
      `The answer to ${route.name} is not what the contract allows (use malformed() for that):\n` +
        v.summarize(result.issues),
    );
  }
  return body;
}

function respond(route: ContractRoute, reply: unknown): Response | Promise<Response> {
  if (isAnswer(reply)) return reply[ANSWER](route);
  return HttpResponse.json(checkedBody(route, reply) as object, { status: route.status });
}

async function record(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  const recorded: SentRequest = {
    method: request.method,
    url: url.href,
    path: pathOf(request),
    query: Object.fromEntries(url.searchParams),
    body,
    authorization: request.headers.get('Authorization') ?? undefined,
    credentials: request.credentials,
    keepalive: request.keepalive,
  };
  sent.push(recorded);
  return recorded;
}

/**
 * From now on in this test, answers requests to `address` (the latest answer given wins): with a
 * success body the contract allows, an Answer (`failure`, `malformed`, `withCacheTags`, `networkError`,
 * `pending`, `heldAnswer`), or a function of the request that gives either, possibly later.
 */
export function answer<Address extends ApiAddress>(address: Address, responder: AnswerTo<Address>) {
  const route = routeOf(address);
  if (typeof responder !== 'function' && !isAnswer(responder)) checkedBody(route, responder);
  const matches = matcherOf(address);
  server.use(
    http.all(
      ({ request }) => matches({ method: request.method, path: pathOf(request) }),
      async ({ request }) => {
        const sentRequest = await record(request);
        try {
          const reply = typeof responder === 'function' ? await responder(sentRequest) : responder;
          return await respond(route, reply);
        } catch (error) {
          problems.push(error instanceof Error ? error.message : String(error));
          return HttpResponse.error();
        }
      },
    ),
  );
}

/** The requests the API received at `address` in this test, oldest first. */
export function sentTo(address: ApiAddress): SentRequest[] {
  return sent.filter(matcherOf(address));
}

/** The bodies of the requests the API received at `address` in this test, oldest first. */
export const bodiesSentTo = (address: ApiAddress): unknown[] =>
  sentTo(address).map((request) => request.body);

/** Every request the API received in this test, oldest first. */
export const sentRequests = (): SentRequest[] => [...sent];

/** An error answer, as the API sends it: the status and `{ message }`. */
export function failure(status: number, message: string): Answer {
  if (status < 400) throw new Error(`failure() is for error statuses, not ${status}`);
  return { [ANSWER]: () => HttpResponse.json({ message }, { status }) };
}

/**
 * A success answer with another status the route also sends, its body held to the route's schema
 * like any success: `POST /api/admin/staff` answers 202 when it invited the address instead of
 * adding an account at once.
 */
export function successWith(status: number, body: unknown): Answer {
  if (status < 200 || status > 299) throw new Error(`successWith() is for success statuses, not ${status}`);
  return { [ANSWER]: (route) => HttpResponse.json(checkedBody(route, body) as object, { status }) };
}

/**
 * An answer the contract does not allow, which the page must survive: a body of another shape, an
 * error without its message, or text (a proxy's HTML page).
 */
export function malformed(body: unknown, status = 200): Answer {
  return {
    [ANSWER]: () =>
      typeof body === 'string'
        ? new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html' } })
        : HttpResponse.json(body as object, { status }),
  };
}

/**
 * A reply (a success body or another Answer) with the `Cache-Tag` header the API sends on its public
 * reads, naming the data it was made of (`product:diya,products`).
 */
export function withCacheTags(tags: string, reply: unknown): Answer {
  return {
    [ANSWER]: async (route) => {
      const response = await respond(route, reply);
      response.headers.set('Cache-Tag', tags);
      return response;
    },
  };
}

/** No answer: the API cannot be reached. */
export function networkError(): Answer {
  return { [ANSWER]: () => HttpResponse.error() };
}

/** An answer that never comes, to look at a page while it loads. */
export function pending(): Answer {
  return {
    [ANSWER]: async () => {
      await delay('infinite');
      return HttpResponse.error();
    },
  };
}

/** An answer that waits until the test releases it with a reply, to look at a page in flight. */
export function heldAnswer() {
  let release: (reply: unknown) => void = () => undefined;
  const released = new Promise<unknown>((resolve) => {
    release = resolve;
  });
  const held: Answer = { [ANSWER]: async (route) => respond(route, await released) };
  return { answer: held, release };
}

/**
 * Waits until the answers released so far have reached the client: msw hands an answer over in a later
 * task. For a test that checks a late answer is ignored, which no screen change can be awaited for.
 */
export const answersDelivered = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
