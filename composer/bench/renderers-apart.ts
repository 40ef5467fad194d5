import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  RENDERER_FILE,
  SERVER_DIR,
  pointerFile,
  releaseFolder,
  releasesRoot,
} from '../src/releases/layout.ts';
import { RendererThread } from '../src/serving/renderer-thread.ts';
import { RENDER_BUDGET_MS } from '../src/serving/renderers.ts';
import { release } from '../testing/fake-releases.ts';
import { timingSummary } from './timings.ts';
import {
  BLOG_ROUTES,
  burningRenderer,
  CHECKOUT_ROUTES,
  pageRenderer,
  startFakeShop,
} from '../testing/fake-shop.ts';

/**
 * What a blog renderer stuck in code costs the other apps' pages: the time of a server-rendered
 * catalog page and of /cart (checkout's, server-rendered too) asked of the host over HTTP, first
 * alone, then while the blog's pages are asked without pause of a renderer whose every render burns
 * 1.5 s in code that never yields. Then what a renderer's thread costs: the time from starting it
 * until its module is loaded, and the memory each adds to the process, for a fake renderer and, when
 * the releases folder (RELEASES_DIR) has a live catalog release, for its real one.
 * Usage: tsx bench/renderers-apart.ts [out.json]
 */
const RUNS = 200;
const BURN_MS = 1_500;
/** Blog pages asked at once, each as soon as the last came back: the blog's thread is never idle. */
const BLOG_LOOPS = 2;
const THREAD_STARTS = 5;
const THREADS_MEASURED = 4;
const repo = fileURLToPath(new URL('../../', import.meta.url));

const shop = await startFakeShop({
  releases: {
    checkout: {
      routes: CHECKOUT_ROUTES.map((route) => ({ ...route, serverRendered: true })),
      renderer: pageRenderer('CartPage', 'release 3'),
    },
    blog: { routes: BLOG_ROUTES, renderer: burningRenderer(BURN_MS) },
  },
  // The bench is about the other pages: the blog's fallbacks are expected.
  renderers: { log: { warn: () => {} } },
});
await shop.host.listen({ port: 0, host: '127.0.0.1' });
const host = `http://127.0.0.1:${(shop.host.server.address() as AddressInfo).port}`;

/** Milliseconds to the whole page, and whether it came with the markup its remote rendered. */
async function timed(path: string, markup: string): Promise<{ ms: number; serverRendered: boolean }> {
  const start = performance.now();
  const html = await (await fetch(host + path)).text();
  return { ms: performance.now() - start, serverRendered: html.includes(markup) };
}

async function measure() {
  const pages = {
    catalogPage: {
      path: '/product/ganesha-1',
      markup: '<p>rendered by release 2</p>',
      samples: [] as number[],
    },
    cart: { path: '/cart', markup: '<p>CartPage rendered by release 3</p>', samples: [] as number[] },
  };
  let withoutServerRender = 0;
  for (let run = 0; run < RUNS; run++) {
    for (const page of Object.values(pages)) {
      const { ms, serverRendered } = await timed(page.path, page.markup);
      page.samples.push(ms);
      if (!serverRendered) withoutServerRender++;
    }
  }
  return {
    catalogPage: timingSummary(pages.catalogPage.samples, 1),
    cart: timingSummary(pages.cart.samples, 1),
    withoutServerRender,
  };
}

// Unmeasured: the first pages warm the code paths and the connections.
await measure();
const alone = await measure();

let burning = true;
let blogPages = 0;
const blogLoops = Array.from({ length: BLOG_LOOPS }, async () => {
  while (burning) {
    await (await fetch(`${host}/blogs/diwali-lamps`)).text();
    blogPages++;
  }
});
// Every measured page is asked while a blog render burns: the first has started by now.
await new Promise((resolve) => setTimeout(resolve, 100));
const besideBurningBlog = await measure();
burning = false;
await Promise.all(blogLoops);
await shop.close();

/** Start times and memory of `count` threads of one renderer file. */
async function threadCost(file: string) {
  const starts: number[] = [];
  for (let run = 0; run < THREAD_STARTS; run++) {
    const start = performance.now();
    const thread = new RendererThread(file);
    await thread.loaded();
    starts.push(performance.now() - start);
    await thread.stop();
  }
  const before = process.memoryUsage().rss;
  const threads = Array.from({ length: THREADS_MEASURED }, () => new RendererThread(file));
  await Promise.all(threads.map((thread) => thread.loaded()));
  const rssPerThreadMb = +((process.memoryUsage().rss - before) / THREADS_MEASURED / 2 ** 20).toFixed(1);
  await Promise.all(threads.map((thread) => thread.stop()));
  return { startToLoaded: timingSummary(starts, 1), rssPerThreadMb };
}

const fakeShop = await startFakeShop();
const fakeRenderer = await threadCost(
  join(releaseFolder(fakeShop.root, 'catalog', release(2)), SERVER_DIR, RENDERER_FILE),
);
await fakeShop.close();

const releases = releasesRoot(repo);
const liveCatalog = existsSync(pointerFile(releases))
  ? (JSON.parse(readFileSync(pointerFile(releases), 'utf8')) as { live: { catalog?: string } }).live.catalog
  : undefined;
const catalogRenderer =
  liveCatalog && join(releaseFolder(releases, 'catalog', liveCatalog), SERVER_DIR, RENDERER_FILE);
const realRenderer =
  catalogRenderer && existsSync(catalogRenderer)
    ? { app: 'catalog', release: liveCatalog, ...(await threadCost(catalogRenderer)) }
    : null;

const result = {
  measuredAt: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim(),
  node: process.version,
  cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
  method: `The host of a fake shop asked over HTTP, one page at a time, ${RUNS} times each for a catalog product page and /cart, both server-rendered by their own release's renderer; first alone, then while ${BLOG_LOOPS} loops ask blog pages of a renderer that burns ${BURN_MS} ms per render in code that never yields. Render budget ${RENDER_BUDGET_MS} ms. Thread costs: ${THREAD_STARTS} starts one after another, and the resident memory ${THREADS_MEASURED} loaded threads add, per thread.`,
  renderBudgetMs: RENDER_BUDGET_MS,
  alone,
  besideBurningBlog: { ...besideBurningBlog, blogPagesAsked: blogPages },
  rendererThread: { fake: fakeRenderer, real: realRenderer },
};
console.log(JSON.stringify(result, null, 2));
if (process.argv[2]) writeFileSync(process.argv[2], `${JSON.stringify(result, null, 2)}\n`);
