/**
 * Property: nothing a client sends makes the API answer 5xx. Every POST route the app registers (read
 * from its OpenAPI document, so routes added later are covered without touching this file) gets
 * random JSON, the right keys with wrong or huge values, prototype-pollution keys, text that is not
 * JSON and wrong content types; every GET route gets hostile path parameters and query strings.
 */
import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
type Paths = Record<string, Partial<Record<'get' | 'post', Operation>>>;

let t: TestApp;
let paths: Paths;
beforeAll(async () => {
  t = await startTestApp();
  paths = (t.app.swagger() as unknown as { paths: Paths }).paths;
});
afterAll(() => t.close());

const routesWith = (method: 'get' | 'post') =>
  Object.entries(paths ?? {}).flatMap(([path, operations]) => {
    const operation = operations[method];
    return operation && !path.startsWith('/api/docs') ? [{ path, operation }] : [];
  });

const streams = (operation: Operation) =>
  Object.values(operation.responses ?? {}).some((answer) => 'text/event-stream' in (answer.content ?? {}));

/** Strings that have broken parsers, drivers and databases before. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom(
    '\u0000',
    '\ud800',
    "'; drop table users; --",
    '%00',
    '../../etc/passwd',
    '{{7*7}}',
    '$where',
    ' ',
  ),
);
/** Up to 120 KB of UTF-8: some bodies stay under the 100 KB limit and reach the length checks. */
const huge = fc.nat({ max: 40_000 }).map((length) => 'ब'.repeat(length));
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nasty,
  huge,
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
);

const pollutionBodies = fc.oneof(
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"email":"a@b.in","__proto__":null}',
    '[{"__proto__":{"polluted":1}}]',
  ),
  fc.jsonValue({ maxDepth: 2 }).map((value) => `{"__proto__":${JSON.stringify(value)}}`),
);

function bodies(keys: string[]) {
  const keyed = fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])), { requiredKeys: [] });
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((body) => ({ payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' }));
  // Every key present with odd but well-typed text, so that bodies pass validation and reach storage.
  const plausible = fc.record(
    Object.fromEntries(
      keys.map((key) => [
        key,
        fc.oneof(fc.emailAddress(), fc.string({ unit: 'binary', minLength: 1, maxLength: 80 })),
      ]),
    ),
  );
  return fc.oneof(
    json(fc.jsonValue({ maxDepth: 4 })),
    json(keyed),
    json(plausible),
    json(
      fc.tuple(keyed, fc.dictionary(fc.string(), anyValue, { maxKeys: 5 })).map(([a, b]) => ({ ...b, ...a })),
    ),
    pollutionBodies.map((payload) => ({ payload, contentType: 'application/json' })),
    fc
      .string({ unit: 'binary', maxLength: 200 })
      .map((payload) => ({ payload, contentType: 'application/json' })),
    fc
      .tuple(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=latin1',
          '',
        ),
      )
      .map(([payload, contentType]) => ({ payload, contentType })),
  );
}

/** Any string as UTF-8 percent-escapes (lone surrogates included), or broken escapes as they are. */
const segment = fc.oneof(
  fc
    .oneof(fc.string({ unit: 'binary', maxLength: 100 }), nasty)
    .map((value) => [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom('%', '%E0%A4%A', '%zz', '..', ''),
);
const withParams = (path: string) =>
  fc.array(segment, { minLength: 4, maxLength: 4 }).map((values) => {
    let i = 0;
    return path.replace(/\{[^}]+\}/g, () => values[i++ % values.length] ?? 'x');
  });

async function expectNo5xx(request: InjectOptions): Promise<void> {
  const response = await t.app.inject(request);
  expect(
    response.statusCode,
    `${request.method} ${String(request.url)} -> ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  // A refusal is `{message}`; a route made to answer a document (the sitemap, the product feed) answers
  // it as XML that is well-formed.
  if (response.statusCode === 200 && String(response.headers['content-type']).startsWith('application/xml'))
    expect(XMLValidator.validate(response.body)).toBe(true);
  else expect(() => response.json()).not.toThrow();
}

// Every route of a method gets its 200 requests in one test, so its time grows with each module's
// routes; on a busy machine the suite's default timeout is too short for all of them.
const allRoutesTimeoutMs = 300_000;

describe('hostile requests', () => {
  it('reach at least the POST routes of this module set', () => {
    expect(routesWith('post').map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/users/register',
        '/api/users/login',
        '/users/google-login',
        '/api/contact',
      ]),
    );
  });

  it('never make a POST route answer 5xx', { timeout: allRoutesTimeoutMs }, async () => {
    for (const { path, operation } of routesWith('post')) {
      const keys = Object.keys(
        operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      );
      await fc.assert(
        fc.asyncProperty(
          withParams(path),
          bodies(keys),
          fc.ipV4(),
          async (url, { payload, contentType }, remoteAddress) => {
            await expectNo5xx({
              method: 'POST',
              url,
              payload,
              remoteAddress,
              headers: contentType ? { 'content-type': contentType } : {},
            });
          },
        ),
        { numRuns: 200 },
      );
    }
  });

  it('never make a GET route answer 5xx', { timeout: allRoutesTimeoutMs }, async () => {
    const query = fc.dictionary(
      fc.constantFrom('page', 'limit', 'category', 'q', 'sort', '__proto__', 'constructor', 'id'),
      fc.oneof(
        segment,
        fc.array(segment, { maxLength: 3 }).map((values) => values.join('&x=')),
      ),
      { maxKeys: 5 },
    );
    // An event stream never ends, so no answer would come to judge; its own tests cover it.
    const answered = routesWith('get').filter(({ operation }) => !streams(operation));
    for (const { path } of answered) {
      await fc.assert(
        fc.asyncProperty(withParams(path), query, async (url, params) => {
          const search = Object.entries(params)
            .map(([key, value]) => `${key}=${value}`)
            .join('&');
          await expectNo5xx({ method: 'GET', url: search ? `${url}?${search}` : url });
        }),
        { numRuns: 60 },
      );
    }
  });
});
