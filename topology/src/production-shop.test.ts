/**
 * The shop as production runs it (`production-shop.ts`), every journey through the load balancer
 * unless it is about one process: what each process keeps must be kept for all of them, and a process
 * killed mid-flow must cost the shopper no order, no second order, and at most a retry.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, HttpShopper, type HttpAnswer } from '@brass/api/test/http-shopper';
import { cart } from '@brass/api/test/orders-support';
import type { ReleasesOverview } from '@brass/shared/contracts/releases';
import { copyOfRelease, promoteLive } from './releases-in-production.ts';
import { startProductionShop, type ProductionShop } from './production-shop.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
let shop: ProductionShop;

beforeAll(async () => {
  shop = await startProductionShop();
});
afterAll(() => shop?.stop());

/** The release of `app` a composition server composes new pages with, as its page config says. */
async function releaseServed(server: string, app: string): Promise<string | undefined> {
  const response = await fetch(`${server}/config.json`);
  const config = (await response.json()) as { releases: Record<string, string> };
  return config.releases[app];
}

/** How long, from now, until every composition server composes new pages with `id` of `app`. */
async function untilServedEverywhere(app: string, id: string): Promise<number[]> {
  const started = performance.now();
  return Promise.all(
    shop.composers.map(async (composer) => {
      for (;;) {
        if ((await releaseServed(composer.url, app)) === id) return Math.round(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }),
  );
}

/** The shop's owner, signed in: made once, with the command a shop's owner runs. */
let owner: Promise<HttpShopper> | undefined;
const shopOwner = () => (owner ??= signInAsOwner());

async function signInAsOwner(): Promise<HttpShopper> {
  const { email } = await HttpShopper.signInWithGoogle(shop.url, shop.sandbox);
  await promisify(execFile)('pnpm', ['--silent', '--filter', '@brass/api', 'admin:create-owner', email], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: shop.database.url },
  });
  // Signed in again, now as the shop's owner.
  return HttpShopper.signInWithGoogle(shop.url, shop.sandbox, email);
}

describe('the shop in production, behind the load balancer', () => {
  it('serves its pages, rendered on the server, and its API on one origin', async () => {
    const home = await fetch(`${shop.url}/`, { headers: { 'x-request-id': 'topology-home-1' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('x-request-id')).toBe('topology-home-1');
    expect(await home.text()).toContain('data-server-rendered="/"');
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
  });

  it('counts pages and API calls where Prometheus scrapes each process, and nowhere public', async () => {
    for (let load = 0; load < 4; load++) expect((await fetch(`${shop.url}/products`)).status).toBe(200);
    const lines = async (addresses: string[]) =>
      (await Promise.all(addresses.map(async (address) => (await fetch(address)).text())))
        .join('\n')
        .split('\n');
    const counted = (all: string[], metric: string, ...labels: string[]) =>
      all.some((line) => line.startsWith(`${metric}{`) && labels.every((label) => line.includes(label)));
    const composers = await lines(shop.metrics.composers);
    expect(counted(composers, 'brass_pages_total', 'app="catalog"', 'status="200"')).toBe(true);
    const apis = await lines(shop.metrics.apis);
    expect(counted(apis, 'brass_http_requests_total', 'route="/api/products', 'status="200"')).toBe(true);
    expect((await fetch(`${shop.url}/metrics`)).status).toBe(404);
  });

  it('keeps a session and a rate limit for both API processes', async () => {
    const [first, second] = shop.apis.map((api) => api.url) as [string, string];
    const shopper = await HttpShopper.signUp(first, shop.sandbox);
    expect(await shopper.orders(second)).toEqual([]);
    // Five messages per client in ten minutes, whichever process takes them.
    const message = (index: number) =>
      call(`${[first, second][index % 2]}/api/contact`, {
        body: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', message: `Hello ${index}` },
      });
    const answers: number[] = [];
    for (let index = 0; index < 6; index++) answers.push((await message(index)).status);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('shows a product photo uploaded through one API process through the other', async () => {
    const [first, second] = shop.apis.map((api) => api.url) as [string, string];
    const owner = await shopOwner();
    const photo = await readFile(join(repo, 'api/public/images/products/urli-small-8in-960.webp'));
    const form = new FormData();
    form.append('alt', 'A shallow urli, photographed');
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/webp' }), 'urli.webp');
    const uploaded = await fetch(`${first}/api/admin/products/urli-small-8in/images`, {
      method: 'POST',
      headers: owner.headers,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const product = (await (await fetch(`${second}/api/products/urli-small-8in`)).json()) as {
      image: string;
    };
    expect(product.image.startsWith(shop.photos.settings.publicUrl)).toBe(true);
    const shown = await fetch(product.image);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toMatch(/^image\//);
  });

  it("serves a promotion on every composition server, and the owner's rollback likewise", async () => {
    const next = await copyOfRelease(shop.place, 'blog', shop.live.blog);
    await promoteLive(shop.place, 'blog', next);
    const promoted = await untilServedEverywhere('blog', next);
    // The owner's Releases screen, on an API that has no releases folder: the bucket's releases.
    const { headers } = await shopOwner();
    const screen = await call<ReleasesOverview>(`${shop.url}/api/admin/releases`, { headers });
    expect(screen.status).toBe(200);
    expect(screen.body.apps.find((app) => app.app === 'blog')).toMatchObject({
      live: { id: next },
      rollbackTo: shop.live.blog,
      releases: expect.arrayContaining([expect.objectContaining({ id: shop.live.blog })]),
    });
    const rollback = await call(`${shop.url}/api/admin/releases/blog/rollback`, { method: 'POST', headers });
    expect(rollback.status).toBe(200);
    const rolledBack = await untilServedEverywhere('blog', shop.live.blog);
    console.log(
      `[topology] a promotion reached new page loads on the two composition servers after ${promoted.join(' and ')} ms; a rollback after ${rolledBack.join(' and ')} ms`,
    );
    expect((await fetch(`${shop.url}/blogs`)).status).toBe(200);
  });

  it('keeps a paid order and a cash-on-delivery order when an API process and a composition server die mid-flow', async () => {
    const shopper = await HttpShopper.signInWithGoogle(shop.url, shop.sandbox);
    const payment = await shopper.pay(shop.url, cart);
    const quote = await shopper.quote(shop.url, cart);
    let retries = 0;
    /** What the shop's pages do for a call the network lost: send it once more. */
    const withOneRetry = async <T>(send: () => Promise<HttpAnswer<T>>): Promise<HttpAnswer<T>> => {
      const answer = await send().catch(() => undefined);
      if (answer && answer.status < 500) return answer;
      retries += 1;
      return send();
    };
    const pages = Array.from({ length: 20 }, (_, index) =>
      withOneRetry(async () => {
        const response = await fetch(`${shop.url}/${index % 2 ? 'products' : ''}`);
        return { status: response.status, body: await response.text() };
      }),
    );
    const [paid, cod] = await Promise.all([
      withOneRetry(() => shopper.placeOrder(shop.url, payment)),
      withOneRetry(() => shopper.placeCodOrder(shop.url, quote, cart)),
      shop.apis[0]!.stop('SIGKILL'),
      shop.composers[0]!.stop('SIGKILL'),
    ]);
    expect([paid.status, cod.status]).toEqual([201, 201]);
    for (const page of await Promise.all(pages)) expect(page.status).toBe(200);
    // The same quote sent again answers the same order, on the process left.
    const again = await shopper.placeCodOrder(shop.url, quote, cart);
    expect(again.body.order?._id).toBe(cod.body.order?._id);

    const orders = await shopper.orders(shop.url);
    expect(orders.map((order) => order._id).toSorted()).toEqual(
      [paid.body.order!._id, cod.body.order!._id].toSorted(),
    );
    const database = new pg.Client({ connectionString: shop.database.url });
    await database.connect();
    try {
      const { rows } = await database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM orders WHERE razorpay_payment_id = $1',
        [payment.razorpay_payment_id],
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await database.end();
    }
    console.log(
      `[topology] orders kept through the kills: 2 of 2; calls the shopper sent twice: ${retries} of 22`,
    );
  });
});
