import {
  clientErrorAcceptedSchema,
  clientErrorCountsSchema,
  type ClientErrorReport,
} from '@brass/shared/contracts/errors';
import { and, eq, gte, lt } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors, clientErrorTallies } from '../../db/schema.js';
import { rateLimits } from '../../plugins/rate-limit.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { ClientErrorRepository } from './repository.js';
import { CLIENT_ERROR_BODY_LIMIT } from './routes.js';
import { CLIENT_ERROR_RETENTION_DAYS, CLIENT_ERROR_SAMPLING, ClientErrorService } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const report = {
  kind: 'render',
  message: 'Cannot read properties of undefined (reading "quantity")',
  stack: 'TypeError: Cannot read properties of undefined\n    at CartLink (CartLink.tsx:8:3)',
  path: '/cart',
  app: 'host',
  releases: { host: '20261123-4f2a9c1d', checkout: '20261120-0b7e55aa' },
};

// Each report comes from its own address unless a test says otherwise, so the per-address limit only
// bites where a test wants it.
let address = 0;
const post = (
  payload: unknown,
  { remoteAddress = `10.3.0.${++address}`, headers = {} as Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
  });

const storedWithMessage = (message: string) =>
  t.database.db.select().from(clientErrors).where(eq(clientErrors.message, message));

describe('POST /api/client-errors', () => {
  it('stores the report with the time it came and the browser that sent it', async () => {
    const before = Date.now();
    const response = await post(report, { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' } });
    expect(response.statusCode).toBe(202);
    expect(v.parse(clientErrorAcceptedSchema, response.json())).toEqual({ accepted: true });

    const [stored] = await storedWithMessage(report.message);
    expect(stored).toMatchObject({
      kind: 'render',
      stack: report.stack,
      path: '/cart',
      app: 'host',
      releases: report.releases,
      userAgent: 'Mozilla/5.0 (Linux; Android 14)',
    });
    expect(stored!.id).toMatch(/^cer_/);
    expect(stored!.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('needs only kind, message, path and releases; the releases are empty in development', async () => {
    const response = await post({ kind: 'store', message: 'cart refused addItem', path: '/', releases: {} });
    expect(response.statusCode).toBe(202);
    const [stored] = await storedWithMessage('cart refused addItem');
    expect(stored).toMatchObject({ kind: 'store', stack: null, app: null, releases: {} });
  });

  it('keeps only the first 500 characters of a user agent', async () => {
    await post({ ...report, message: 'long agent' }, { headers: { 'user-agent': 'A'.repeat(2000) } });
    const [stored] = await storedWithMessage('long agent');
    expect(stored!.userAgent).toHaveLength(500);
  });

  it.each([
    [{ ...report, kind: 'crash' }, 'kind: Invalid option: expected one of "render"|"load"|"store"'],
    [{ ...report, message: '' }, 'message: Too small: expected string to have >=1 characters'],
    [{ ...report, message: 'x'.repeat(1001) }, 'message: Too big: expected string to have <=1000 characters'],
    [{ ...report, stack: 'x'.repeat(4001) }, 'stack: Too big: expected string to have <=4000 characters'],
    [{ ...report, path: 'https://evil.example/' }, 'path: Invalid string: must start with "/"'],
    [{ ...report, app: '<script>' }, 'app: must be an app name'],
    [
      { ...report, releases: { checkout: 'x'.repeat(101) } },
      'releases.checkout: Too big: expected string to have <=100 characters',
    ],
    [
      { ...report, releases: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`app${i}`, 'r1'])) },
      'releases: must name at most 20 apps',
    ],
    [{ ...report, releases: undefined }, 'releases: Required'],
  ])('refuses a malformed report with a 400: %j', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a body over its limit with a 413, well below the limit of other routes', async () => {
    const body = JSON.stringify({ ...report, stack: 'x'.repeat(CLIENT_ERROR_BODY_LIMIT) });
    expect(body.length).toBeLessThan(100 * 1024);
    const response = await post(body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });

  it('limits reports per address, whatever X-Forwarded-For says without a trusted proxy', async () => {
    const { max } = rateLimits.clientErrorsPerClient;
    const from = (i: number) => ({
      remoteAddress: '10.4.4.4',
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
    });
    for (let i = 0; i < max; i++) expect((await post(report, from(i))).statusCode).toBe(202);

    const refused = await post(report, from(max));
    expect(refused.statusCode).toBe(429);
    // The wait is what is left of the minute, so a slow run reads "59 seconds".
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in (1 minute|\d\d? seconds)\.$/),
    });
    expect((await post(report, { remoteAddress: '10.4.4.5' })).statusCode).toBe(202);
  });

  it('stores at most 500 characters of the message, 2,000 of the stack and 300 of the path', async () => {
    const message = `cut ${'m'.repeat(995)}`;
    const response = await post({ ...report, message, stack: 's'.repeat(4000), path: `/${'p'.repeat(999)}` });
    expect(response.statusCode).toBe(202);
    const [stored] = await t.database.db
      .select()
      .from(clientErrors)
      .where(eq(clientErrors.message, message.slice(0, 500)));
    expect(stored!.stack).toHaveLength(2000);
    expect(stored!.path).toHaveLength(300);
  });

  it('is described in the OpenAPI document', async () => {
    const responses = t.app.swagger().paths?.['/api/client-errors']?.post?.responses;
    expect(Object.keys(responses ?? {})).toEqual(expect.arrayContaining(['202', '400', '413', '429']));
  });
});

describe('GET /api/client-errors/counts', () => {
  it("counts an app's reports since a moment by the release of the app the page had, 0 for none", async () => {
    const since = new Date().toISOString();
    const about = (app: string, checkout: string) => ({ ...report, app, releases: { host: 'h1', checkout } });
    for (const sent of [
      about('checkout', 'c-live'),
      about('checkout', 'c-canary'),
      about('checkout', 'c-canary'),
    ])
      expect((await post(sent)).statusCode).toBe(202);
    // A report about another app, from a page with the canary, is not the canary's.
    expect((await post(about('host', 'c-canary'))).statusCode).toBe(202);

    const counts = await t.app.inject({
      url: `/api/client-errors/counts?app=checkout&releases=c-live,c-canary,c-other&since=${since}`,
    });
    expect(counts.statusCode).toBe(200);
    expect(v.parse(clientErrorCountsSchema, counts.json())).toEqual({
      counts: { 'c-live': 1, 'c-canary': 2, 'c-other': 0 },
    });
    const later = new Date(Date.now() + 60_000).toISOString();
    expect(
      (
        await t.app.inject({ url: `/api/client-errors/counts?app=checkout&releases=c-canary&since=${later}` })
      ).json(),
    ).toEqual({ counts: { 'c-canary': 0 } });
  });

  it('refuses a query it cannot answer, saying what is wrong', async () => {
    const asked = (query: string) => t.app.inject({ url: `/api/client-errors/counts?${query}` });
    expect((await asked('app=checkout&releases=a;b&since=2026-11-29T18:00:00.000Z')).json()).toEqual({
      message: 'releases: must be 1 to 10 release ids, separated by commas',
    });
    expect((await asked('app=checkout&releases=a&since=yesterday')).statusCode).toBe(400);
  });
});

describe('the reports of a busy minute, and old reports', () => {
  const service = () => new ClientErrorService(new ClientErrorRepository(t.database.db));
  const reportOf = (message: string): ClientErrorReport => ({ ...report, kind: 'render', message });
  /** A minute of its own, so that no other test's reports share its count. */
  const minute = new Date('2031-03-04T05:06:00Z');
  const storedIn = async (from: Date, to: Date) =>
    (
      await t.database.db
        .select({ id: clientErrors.id })
        .from(clientErrors)
        .where(and(gte(clientErrors.receivedAt, from), lt(clientErrors.receivedAt, to)))
    ).length;

  it('keeps the first 60 of a minute, then one in 20, and counts every one received', async () => {
    const { keptPerMinute, sampleEvery } = CLIENT_ERROR_SAMPLING;
    for (let i = 0; i < 200; i++) {
      await service().record(reportOf(`busy ${i}`), undefined, new Date(minute.getTime() + i * 100));
    }
    const kept = keptPerMinute + Math.floor(200 / sampleEvery) - Math.floor(keptPerMinute / sampleEvery);
    expect(await storedIn(minute, new Date(minute.getTime() + 60_000))).toBe(kept);
    const overview = await service().overview(new Date(minute.getTime() + 60_000), 5);
    expect(overview.lastDay).toBe(200);
    expect(overview.recent[0]!.message).toBe('busy 199');
  });

  it(`deletes reports and counts older than ${CLIENT_ERROR_RETENTION_DAYS} days`, async () => {
    const old = new Date('2031-01-01T00:00:00Z');
    await service().record(reportOf('from long ago'), undefined, old);
    const now = new Date(old.getTime() + (CLIENT_ERROR_RETENTION_DAYS + 1) * 86_400_000);
    await service().record(reportOf('from this morning'), undefined, new Date(now.getTime() - 3_600_000));
    await service().prune(now);
    expect(await storedWithMessage('from long ago')).toEqual([]);
    expect(await storedWithMessage('from this morning')).toHaveLength(1);
    const tallies = await t.database.db
      .select()
      .from(clientErrorTallies)
      .where(lt(clientErrorTallies.minute, now));
    expect(
      tallies.every(
        (tally) => tally.minute.getTime() >= now.getTime() - CLIENT_ERROR_RETENTION_DAYS * 86_400_000,
      ),
    ).toBe(true);
    expect(tallies.length).toBeGreaterThan(0);
  });
});
