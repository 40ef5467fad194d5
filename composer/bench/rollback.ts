import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderPointer } from '../src/releases/folder-pointer.ts';
import { promote, rollback } from '../src/releases/live-pointer.ts';
import { createAppServer } from '../src/serving/app-server.ts';
import { LiveReleaseFollower, POINTER_POLL_MS } from '../src/serving/live-releases.ts';
import { Renderers } from '../src/serving/renderers.ts';
import { release, writeFakeRelease } from '../testing/fake-releases.ts';
import { ALL_APPS, BASE_CONFIG, CHECKOUT_ROUTES, promoteFirstReleases } from '../testing/fake-shop.ts';
import { timingSummary } from './timings.ts';

/**
 * How long a promotion and a rollback take to reach the pages of a running shop: from the call (or
 * from starting the `pnpm rollback` command) until a page request to the host names the other
 * release. The releases are small stand-ins: the path measured (the pointer, its follower, the
 * composed page) reads only release.json and the host's index.html, whatever a release weighs.
 * Usage: tsx bench/rollback.ts [out.json]
 */
const RUNS = 20;
const COMMAND_RUNS = 5;
const repo = fileURLToPath(new URL('../../', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'brass-rollback-bench-'));

for (const [index, app] of ALL_APPS.entries())
  await writeFakeRelease(
    root,
    app,
    release(index + 1),
    app === 'checkout' ? { routes: CHECKOUT_ROUTES } : {},
  );
await writeFakeRelease(root, 'checkout', release(13), { routes: CHECKOUT_ROUTES });
const store = folderPointer(root);
await promoteFirstReleases(store);
const live = await new LiveReleaseFollower(store, ALL_APPS).start();
const origins = {
  catalog: 'http://127.0.0.1:9',
  checkout: 'http://127.0.0.1:9',
  account: 'http://127.0.0.1:9',
  blog: 'http://127.0.0.1:9',
  admin: 'http://127.0.0.1:9',
};
const host = await createAppServer({
  app: 'host',
  root,
  live,
  renderers: new Renderers(root, live),
  origins,
  baseConfig: BASE_CONFIG,
});
await host.listen({ port: 0, host: '127.0.0.1' });
const page = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}/cart`;

/** Milliseconds from `start` until the page names `id` as checkout's release, asking every 5 ms. */
async function servedAfter(start: number, id: string): Promise<number> {
  for (;;) {
    const html = await (await fetch(page)).text();
    if (html.includes(`/releases/checkout/${id}/mf-manifest.json`)) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const promotions: number[] = [];
const rollbacks: number[] = [];
for (let run = 0; run < RUNS; run++) {
  let start = performance.now();
  await promote(store, 'checkout', release(13));
  promotions.push(await servedAfter(start, release(13)));
  start = performance.now();
  await rollback(store, 'checkout');
  rollbacks.push(await servedAfter(start, release(3)));
}

const commands: number[] = [];
for (let run = 0; run < COMMAND_RUNS; run++) {
  await promote(store, 'checkout', release(13));
  await servedAfter(performance.now(), release(13));
  const start = performance.now();
  const command = spawn('pnpm', ['--silent', 'run', 'rollback', 'checkout'], {
    cwd: repo,
    // The folder's own pointer, which this bench follows, even where DATABASE_URL names a database.
    env: { ...process.env, RELEASES_DIR: root, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => command.once('exit', resolve));
  commands.push(await servedAfter(start, release(3)));
  await exited;
}

await live.stop();
await host.close();
rmSync(root, { recursive: true, force: true });

const result = {
  measuredAt: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim(),
  node: process.version,
  cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
  pointerPollMs: POINTER_POLL_MS,
  promoteToServed: timingSummary(promotions),
  rollbackToServed: timingSummary(rollbacks),
  rollbackCommandToServed: timingSummary(commands),
};
console.log(JSON.stringify(result, null, 2));
if (process.argv[2]) writeFileSync(process.argv[2], `${JSON.stringify(result, null, 2)}\n`);
