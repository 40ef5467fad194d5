import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { promote, readPointer } from '../src/releases/live-pointer.ts';
import { canaryRuleFromEnv } from '../src/serving/canary-watch.ts';
import { POINTER_POLL_MS } from '../src/serving/live-releases.ts';
import { release, writeFakeRelease } from '../testing/fake-releases.ts';
import { CHECKOUT_ROUTES, startFakeShop } from '../testing/fake-shop.ts';
import { timingSummary } from './timings.ts';

/**
 * How a canary behaves in time, with the shop's own settings (the pointer looked at every 500 ms,
 * page loads written every second, canaries checked every 5 s, withdrawn past 50 page loads at 5
 * points above live): from `promote --canary 10` until a new visitor's page is composed with the
 * canary, and from a burst of client errors against it until it is withdrawn by itself. The API is a
 * stand-in answering the error counts; the rest is the page server as it runs.
 * Usage: tsx bench/canary.ts [out.json]
 */
const RUNS = 5;
const repo = fileURLToPath(new URL('../../', import.meta.url));
const rule = canaryRuleFromEnv({});

const reported: Record<string, number> = {};
const api = Fastify();
api.get<{ Querystring: { releases: string } }>('/api/client-errors/counts', async (request) => ({
  counts: Object.fromEntries(request.query.releases.split(',').map((id) => [id, reported[id] ?? 0])),
}));
await api.listen({ port: 0, host: '127.0.0.1' });
const shop = await startFakeShop({
  pollMs: POINTER_POLL_MS,
  apiBase: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
  canaryRule: rule,
});
await writeFakeRelease(shop.root, 'checkout', release(13), { routes: CHECKOUT_ROUTES });

/** The checkout release a new visitor's page is composed with. */
async function newVisitorGets(): Promise<string | undefined> {
  const html = (await shop.host.inject({ url: '/cart' })).body;
  const config = /__BRASS_RUNTIME_CONFIG__=(.*?)<\/script>/.exec(html)![1]!.replace(/\\u003c/g, '<');
  return (JSON.parse(config) as RuntimeConfig).releases.checkout;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const toFirstCanaryPage: number[] = [];
const burstToWithdrawn: number[] = [];
for (let run = 0; run < RUNS; run++) {
  reported[release(13)] = 0;
  // At a random moment against the pointer's look, as an operator's command would be.
  await pause(Math.random() * POINTER_POLL_MS);
  let start = performance.now();
  await promote(shop.store, 'checkout', release(13), { canary: 10 });
  while ((await newVisitorGets()) !== release(13)) await pause(5);
  toFirstCanaryPage.push(performance.now() - start);

  // Enough page loads on the canary's side for the rule to judge it, counted and written.
  const canary = (await readPointer(shop.store))!.canary!.checkout!;
  while ((await shop.store.canaryViews('checkout', canary)).canary < rule.minViews) {
    for (let visit = 0; visit < 100; visit++) await newVisitorGets();
    await pause(200);
  }
  start = performance.now();
  reported[release(13)] = Math.ceil(rule.minViews / 4);
  while ((await readPointer(shop.store))?.canary) await pause(20);
  burstToWithdrawn.push(performance.now() - start);
}
await shop.close();
await api.close();

const result = {
  measuredAt: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim(),
  node: process.version,
  cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
  pointerPollMs: POINTER_POLL_MS,
  rule,
  canaryToFirstCanaryPage: timingSummary(toFirstCanaryPage),
  errorBurstToWithdrawn: timingSummary(burstToWithdrawn),
};
console.log(JSON.stringify(result, null, 2));
if (process.argv[2]) writeFileSync(process.argv[2], `${JSON.stringify(result, null, 2)}\n`);
