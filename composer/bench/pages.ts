import { writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { cpus } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AdminProduct } from '@brass/shared/contracts/admin-products';
import { stockState } from '@brass/shared/stock-state';
import autocannon from 'autocannon';
import { portOf } from '../src/apps.ts';
import { REDRAW_ASKED_WITHIN_MS } from '../src/serving/page-cache.ts';
import { signInWithSandboxGoogle } from '../testing/sandbox-google.ts';
import { startBarePage, type SentPage } from './bare-page.ts';
import { timingSummary } from './timings.ts';

/**
 * The shop's pages under load, against a shop that is serving (on the ports `pnpm start` takes, or
 * those HOST_PORT, API_PORT and SANDBOX_PORT name) whose owner SHOP_OWNER_EMAIL names. Usage:
 * tsx bench/pages.ts [out.json]; BENCH_PAGES_SECONDS shortens each load run (10 s).
 *
 * 1. Pages per second and latency of the product page's exact bytes answered from memory by plain
 *    node:http (`bare`), the API's product, and the server-rendered product, list, cart, home and blog
 *    post pages, each under 50 connections, with each one's ratio to `bare`.
 * 2. Unloaded: whether a second visit of the product page with its ETag is answered 304, and how long
 *    after the owner changes a product's stock its page shows the new stock, polling every 10 ms: the
 *    page just asked for, and a page nobody asked for lately.
 */
const connections = 50;
const durationS = Number(process.env.BENCH_PAGES_SECONDS ?? 10);
const warmupS = 2;
const changeRuns = 20;
const pollMs = 10;
/** How often the visitor stream of `whileServing` asks for a page drawn afresh. */
const servingEveryMs = 20;
/** A page still showing the stock from before a change this long after it is a failure, not a figure. */
const freshPageTimeoutMs = 60_000;
const acceptEncoding = { 'Accept-Encoding': 'br, gzip' };
const host = `http://127.0.0.1:${portOf('host')}`;
const api = `http://127.0.0.1:${portOf('api')}`;
const sandbox = `http://127.0.0.1:${portOf('sandbox')}`;

const ownerEmail = process.env.SHOP_OWNER_EMAIL;
if (!ownerEmail) throw new Error('Name the owner of the shop measured in SHOP_OWNER_EMAIL');

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As it came on the wire: compressed when the server compressed it. */
  body: Buffer;
  ms: number;
}

/** One GET, timed from the request to the last byte of the answer. */
function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
    }).on('error', reject);
  });
}

function textOf(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The first of a list the API answers; a shop without one has nothing to measure. */
async function firstOf<T>(path: string): Promise<T> {
  const [first] = await json<T[]>(`${api}${path}`);
  if (!first) throw new Error(`${path} answered nothing to open`);
  return first;
}

async function load(url: string) {
  // An unmeasured run at the same load first: caches, connections and the JIT warm, as in a sale.
  await autocannon({ url, headers: acceptEncoding, connections, duration: warmupS });
  const result = await autocannon({ url, headers: acceptEncoding, connections, duration: durationS });
  return {
    pagesPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const product = await firstOf<{ _id: string; mainCategory?: string; stock: number }>('/api/products');
if (!product.mainCategory) throw new Error(`${product._id} has no category to list`);
const post = await firstOf<{ _id: string }>('/api/blogs');
const productPage = `/product/${encodeURIComponent(product._id)}`;

// The page as a browser asking for br or gzip receives it, and the headers that say how to read it.
const sent = await fetchRaw(`${host}${productPage}`, acceptEncoding);
if (sent.status !== 200) throw new Error(`${productPage} answered ${sent.status}`);
const barePage: SentPage = {
  body: sent.body,
  headers: {
    'Content-Type': String(sent.headers['content-type']),
    ...(sent.headers['content-encoding'] && { 'Content-Encoding': sent.headers['content-encoding'] }),
  },
};

const targets = {
  api: `${api}/api/products/${encodeURIComponent(product._id)}`,
  product: `${host}${productPage}`,
  list: `${host}/products?category=${encodeURIComponent(product.mainCategory)}`,
  cart: `${host}/cart`,
  home: `${host}/`,
  post: `${host}/blogs/${encodeURIComponent(post._id)}`,
};

const bare = await startBarePage(barePage);
const bareRow = { path: productPage, bytes: barePage.body.length, ...(await load(bare.url)) };
await bare.stop();
const rows: Record<string, object> = { bare: { ...bareRow, ratioToBare: 1 } };
for (const [name, url] of Object.entries(targets)) {
  const row = await load(url);
  const ratioToBare = +(row.pagesPerSecond / bareRow.pagesPerSecond).toFixed(3);
  rows[name] = { path: url.replace(/^http:\/\/[^/]+/, ''), ...row, ratioToBare };
  console.log(`${name}: ${row.pagesPerSecond} pages/s, ${ratioToBare} of bare`);
}

/**
 * Asks for `path` every `pollMs` until it shows `words` (its server render does, a page sent without
 * one does not), and answers how long that took and the first answer's time.
 */
async function untilPageShows(
  path: string,
  words: string,
): Promise<{ ms: number; firstAnswerMs: number; freshAnswerMs: number }> {
  const started = performance.now();
  let firstAnswerMs: number | undefined;
  for (;;) {
    const page = await fetchRaw(`${host}${path}`, acceptEncoding);
    firstAnswerMs ??= page.ms;
    // The first answer that shows the change is the page drawn again after its data changed.
    if (textOf(page).includes(words))
      return { ms: performance.now() - started, firstAnswerMs, freshAnswerMs: page.ms };
    if (performance.now() - started > freshPageTimeoutMs)
      throw new Error(`${path} still lacks '${words}' after ${freshPageTimeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

// The requests of the last load run may still be waiting for their renders: the visits below are
// unloaded once the page comes server-rendered again.
await untilPageShows(productPage, stockState(product.stock).label);

// A second visit that says which copy it holds: 304 and no body once the shop tags its pages.
const firstVisit = await fetchRaw(`${host}${productPage}`, acceptEncoding);
const etag = firstVisit.headers.etag;
const secondVisit = await fetchRaw(`${host}${productPage}`, {
  ...acceptEncoding,
  ...(etag && { 'If-None-Match': etag }),
});
const repeatVisit = {
  path: productPage,
  etag: etag ?? null,
  firstStatus: firstVisit.status,
  firstBytes: firstVisit.body.length,
  secondStatus: secondVisit.status,
  secondBytes: secondVisit.body.length,
};

const authorization = `Bearer ${await signInWithSandboxGoogle({ api, sandbox }, { name: 'Shop owner', email: ownerEmail })}`;
const adminProductOf = (id: string) => `${api}/api/admin/products/${encodeURIComponent(id)}`;
const loadedProduct = (id: string) => json<AdminProduct>(adminProductOf(id), { headers: { authorization } });

/** Sets the product's stock as the owner's form saves it: every field as loaded, the new count. */
async function setStock(id: string, stock: number): Promise<void> {
  const loaded = await loadedProduct(id);
  const { name, description, price, compareAtPrice, category, isNewArrival, isPopular, facts } = loaded;
  await json(adminProductOf(id), {
    method: 'PUT',
    headers: { authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...{ name, description, price, compareAtPrice, category, isNewArrival, isPopular, facts },
      stock,
      loadedStock: loaded.stock,
    }),
  });
}

/**
 * Changes the product's stock `changeRuns` times, each to one of `stocks` in turn, and asks for its page
 * at `path` until it shows it; the stock is put back after. With `unasked` (a name for the series'
 * addresses), each change waits until no page of the product was asked for lately, and its page is
 * asked at an address never asked before (`?visit=<unasked>-<run>`), so no page is drawn again for the
 * change and the visitor waits for the render.
 */
async function afterStockChanges(id: string, path: string, stocks: number[], unasked?: string) {
  const originalStock = (await loadedProduct(id)).stock;
  const text = textOf(await fetchRaw(`${host}${path}`, acceptEncoding));
  const shown = stocks.find((stock) => stock !== originalStock && text.includes(stockState(stock).label));
  if (shown !== undefined) throw new Error(`${path} says '${stockState(shown).label}' before any change`);
  const toFreshPage: number[] = [];
  const firstPageAfterChange: number[] = [];
  const freshPageAnswer: number[] = [];
  const changes = Array.from({ length: changeRuns }, (_, run) => stocks[run % stocks.length]!);
  try {
    for (const [run, stock] of changes.entries()) {
      if (unasked) await new Promise((resolve) => setTimeout(resolve, REDRAW_ASKED_WITHIN_MS + 100));
      await setStock(id, stock);
      const asked = unasked ? `${path}?visit=${unasked}-${run}` : path;
      const { ms, firstAnswerMs, freshAnswerMs } = await untilPageShows(asked, stockState(stock).label);
      toFreshPage.push(ms);
      firstPageAfterChange.push(firstAnswerMs);
      freshPageAnswer.push(freshAnswerMs);
    }
  } finally {
    await setStock(id, originalStock);
  }
  return {
    path,
    stocks: changes,
    toFreshPage: timingSummary(toFreshPage),
    firstPageAfterChange: timingSummary(firstPageAfterChange),
    freshPageAnswer: timingSummary(freshPageAnswer),
  };
}

/**
 * Runs `measure` while a visitor stream keeps the shop drawing pages, as in a sale: every
 * `servingEveryMs` a page of `servedPath` at an address never asked before, so each is a whole render
 * (the renderer, the API and the connections between them busy, as they are while shoppers come).
 */
async function whileServing<T>(servedPath: string, measure: () => Promise<T>): Promise<T> {
  let serving = true;
  let visit = 0;
  const stream = (async () => {
    while (serving) {
      await fetchRaw(`${host}${servedPath}?serving=${(visit += 1)}`, acceptEncoding);
      await new Promise((resolve) => setTimeout(resolve, servingEveryMs));
    }
  })();
  try {
    return await measure();
  } finally {
    serving = false;
    await stream;
  }
}

// Each change shows words the page did not show before it: out of stock, then a few left, and so on.
const afterChange = await afterStockChanges(
  product._id,
  productPage,
  stockState(product.stock).level === 'out' ? [5, 0] : [0, 5],
);
// A page nobody asked for lately is not drawn again before its next visitor: that visitor waits for its
// whole render, from the API's answers the change made it forget. A piece of another category.
const unasked = (await json<{ _id: string; mainCategory?: string }[]>(`${api}/api/products`)).find(
  (other) => other.mainCategory !== product.mainCategory,
);
if (!unasked) throw new Error(`Every product is in ${product.mainCategory}: none is left unasked`);
const unaskedPath = `/product/${encodeURIComponent(unasked._id)}`;
const afterChangeUnasked = await afterStockChanges(unasked._id, unaskedPath, [2, 3], 'idle');
// The same while the shop draws pages for other visitors, as during a sale: in an idle shop each of the
// threads and processes a render passes through has to wake up first.
const afterChangeUnaskedWhileServing = await whileServing(productPage, () =>
  afterStockChanges(unasked._id, unaskedPath, [2, 3], 'serving'),
);

const result = {
  connections,
  durationS,
  warmupS,
  method:
    "autocannon in the bench process with Accept-Encoding: br, gzip, each page after an unmeasured warm-up at the same load; bare answers the product page as the shop compressed it from memory, with plain node:http on a worker thread. afterChange: the owner saves a new stock through the admin API, then the product page is asked every 10 ms until it shows the new stock in words: toFreshPage from the answer to the save until then, firstPageAfterChange the time of the first answer, freshPageAnswer the time of the answer that first showed the change. afterChangeUnasked: the same for a product of another category whose page nobody asked for in the last 5 s (each change waits that long, and its page is asked at a new address), so its first answer after a change waits for its whole render. afterChangeUnaskedWhileServing: the same while another visitor asks for the first product's page at a new address every 20 ms, each drawn afresh.",
  rows,
  repeatVisit,
  afterChange,
  afterChangeUnasked,
  afterChangeUnaskedWhileServing,
  measuredOn: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown' },
};
console.log(JSON.stringify(result, null, 2));
if (process.argv[2]) writeFileSync(process.argv[2], `${JSON.stringify(result, null, 2)}\n`);
