import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import { CHECKOUT_ROUTES, startFakeShop, type FakeShop } from '../../testing/fake-shop.ts';
import { promote, readPointer } from '../releases/live-pointer.ts';

let shop: FakeShop;
let api: FastifyInstance;
/** The client error reports the fake API has, by checkout release. */
const reported: Record<string, number> = {};

beforeAll(async () => {
  api = Fastify();
  api.get<{ Querystring: { releases: string } }>('/api/client-errors/counts', async (request) => ({
    counts: Object.fromEntries(request.query.releases.split(',').map((id) => [id, reported[id] ?? 0])),
  }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  shop = await startFakeShop({
    apiBase: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    canaryRule: { minViews: 20, margin: 0.05, checkMs: 100 },
  });
  await writeFakeRelease(shop.root, 'checkout', release(13), { routes: CHECKOUT_ROUTES });
});

afterAll(async () => {
  await shop.close();
  await api.close();
});

const checkoutOf = (html: string) =>
  (
    JSON.parse(
      /__BRASS_RUNTIME_CONFIG__=(.*?)<\/script>/.exec(html)![1]!.replace(/\\u003c/g, '<'),
    ) as RuntimeConfig
  ).releases.checkout;

/** A page load by a visitor, with the canary cookie they hold; answers with the one they hold after. */
async function visit(cookie?: string): Promise<{ checkout?: string; cookie?: string }> {
  const page = await shop.host.inject({ url: '/cart', cookies: cookie ? { brass_canary: cookie } : {} });
  const set = page.cookies.find((each) => each.name === 'brass_canary');
  return { checkout: checkoutOf(page.body), cookie: set ? set.value : cookie };
}

describe('a canary', () => {
  it('sends its share of new visitors to the release, each for good, and is withdrawn by itself when its errors say so', async () => {
    await promote(shop.store, 'checkout', release(13), { canary: 30 });
    await expect.poll(async () => (await visit()).cookie).toMatch(/^checkout:/);

    const visitors = await Promise.all(Array.from({ length: 100 }, () => visit()));
    const inCanary = visitors.filter((visitor) => visitor.checkout === release(13));
    // 30% of 100, drawn: far outside 10 to 50 only once in millions of runs.
    expect(inCanary.length).toBeGreaterThan(10);
    expect(inCanary.length).toBeLessThan(50);
    expect(visitors.filter((visitor) => visitor.checkout === release(3)).length).toBe(100 - inCanary.length);
    // Each keeps their side on every later page.
    for (const visitor of visitors.slice(0, 10))
      expect((await visit(visitor.cookie)).checkout).toBe(visitor.checkout);

    const canary = (await readPointer(shop.store))!.canary!.checkout!;
    await expect
      .poll(async () => (await shop.store.canaryViews('checkout', canary)).canary)
      .toBeGreaterThan(10);
    // No errors yet: the canary stays.
    expect((await readPointer(shop.store))?.canary?.checkout?.id).toBe(release(13));

    reported[release(13)] = 8;
    await expect
      .poll(async () => (await readPointer(shop.store))?.canary, { timeout: 5_000 })
      .toBeUndefined();
    const withdrawal = (await readPointer(shop.store))!.history.at(-1)!;
    expect(withdrawal).toMatchObject({ app: 'checkout', id: release(13), action: 'withdraw' });
    expect(withdrawal.reason).toMatch(
      /^its error rate was \d+\.\d% \(8 in \d+ page loads\) against live's 0\.0%/,
    );
    expect((await readPointer(shop.store))?.live.checkout).toBe(release(3));

    // Its visitors get the live checkout from their next page on.
    await expect.poll(async () => (await visit(inCanary[0]!.cookie)).checkout).toBe(release(3));
  });
});
