import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { promote } from '../releases/live-pointer.ts';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import {
  BLOG_ROUTES,
  burningRenderer,
  CHECKOUT_ROUTES,
  pageRenderer,
  startFakeShop,
  type FakeShop,
} from '../../testing/fake-shop.ts';
import { RENDER_BUDGET_MS } from './renderers.ts';

/** Release 5 is the fake shop's first blog release. */
const BLOG = release(5);
const SHELL_MAIN = '<main id="main" tabindex="-1"></main>';
/** Checkout's cart, rendered on the server too, as the real checkout does. */
const CHECKOUT = {
  routes: CHECKOUT_ROUTES.map((route) => ({ ...route, serverRendered: true })),
  renderer: pageRenderer('CartPage', 'release 3'),
};

let shop: FakeShop | undefined;
let marks: string | undefined;
const logged: string[] = [];

afterEach(async () => {
  await shop?.close();
  if (marks) await rm(marks, { recursive: true, force: true });
  shop = undefined;
  marks = undefined;
  logged.length = 0;
});

describe("one app's server renderer costs only its own pages", () => {
  it('while a blog render burns its thread, catalog pages and the cart come server-rendered; the blog page comes as the shell', async () => {
    marks = await mkdtemp(join(tmpdir(), 'brass-burning-blog-'));
    shop = await startFakeShop({
      releases: {
        checkout: CHECKOUT,
        blog: { routes: BLOG_ROUTES, renderer: burningRenderer(1_500, marks) },
      },
      renderers: { log: { warn: (_details, message) => logged.push(message) } },
    });
    const blogPage = shop.host.inject({ url: '/blogs/diwali-lamps' });
    await vi.waitFor(() => expect(existsSync(join(marks!, 'started'))).toBe(true), {
      timeout: 5_000,
      interval: 5,
    });

    const [product, cart] = await Promise.all([
      shop.host.inject({ url: '/product/ganesha-1' }),
      shop.host.inject({ url: '/cart' }),
    ]);
    // Answered before the blog's render could end: the burn never held them up.
    expect(existsSync(join(marks, 'finished'))).toBe(false);
    expect(product.body).toContain('<p>rendered by release 2</p>');
    expect(product.body).toContain('data-server-rendered="/product/ganesha-1"');
    expect(cart.body).toContain('<p>CartPage rendered by release 3</p>');

    const blog = await blogPage;
    expect(blog.statusCode).toBe(200);
    expect(blog.body).toContain(SHELL_MAIN);
    expect(blog.body).not.toContain('data-server-rendered');
    expect(logged).toContain(
      `blog ${BLOG}: BlogPostPage took over ${RENDER_BUDGET_MS} ms to render; sent without its server render`,
    );
    // The stuck renderer is stopped, and the next blog page starts a fresh one rather than queueing.
    await vi.waitFor(() =>
      expect(
        logged.some((line) => line.startsWith(`blog ${BLOG}: BlogPostPage kept its renderer busy`)),
      ).toBe(true),
    );
    expect(shop.renderers.running()).not.toContain(`blog ${BLOG}`);
    await rm(join(marks, 'started'));
    expect((await shop.host.inject({ url: '/blogs/brass-care' })).body).toContain(SHELL_MAIN);
    expect(existsSync(join(marks, 'started'))).toBe(true);
  });

  it("a blog renderer that throws as it loads leaves the catalog's pages server-rendered, and is logged once", async () => {
    shop = await startFakeShop({
      releases: {
        blog: {
          routes: BLOG_ROUTES,
          renderer: `throw new Error('the post template is missing');\nexport async function renderPage() {}`,
        },
      },
      renderers: { log: { warn: (_details, message) => logged.push(message) } },
    });
    for (const url of ['/blogs/diwali-lamps', '/blogs/brass-care', '/blogs/diwali-lamps']) {
      const blog = await shop.host.inject({ url });
      expect(blog.statusCode, url).toBe(200);
      expect(blog.body, url).toContain(SHELL_MAIN);
    }
    const product = await shop.host.inject({ url: '/product/ganesha-1' });
    expect(product.body).toContain('<p>rendered by release 2</p>');
    expect(logged.filter((line) => line.includes(BLOG))).toEqual([
      `blog ${BLOG}: its renderer failed to load (Error: the post template is missing), so BlogPostPage was not rendered; sent without its server render`,
    ]);
  });

  it("stops a retired release's renderer once it has been idle, and keeps the live one's", async () => {
    shop = await startFakeShop({
      releases: { blog: { routes: BLOG_ROUTES, renderer: pageRenderer('BlogPostPage', 'release 5') } },
      renderers: { idleMs: 200 },
    });
    const next = release(15);
    await writeFakeRelease(shop.root, 'blog', next, {
      routes: BLOG_ROUTES,
      renderer: pageRenderer('BlogPostPage', 'release 15'),
    });
    expect((await shop.host.inject({ url: '/blogs/diwali-lamps' })).body).toContain('rendered by release 5');
    expect(shop.renderers.running()).toContain(`blog ${BLOG}`);

    await promote(shop.store, 'blog', next);
    // The promoted renderer starts without waiting for a page; the retired one stops once idle.
    await vi.waitFor(
      () => {
        expect(shop!.renderers.running()).toContain(`blog ${next}`);
        expect(shop!.renderers.running()).not.toContain(`blog ${BLOG}`);
      },
      { timeout: 3_000, interval: 20 },
    );
    expect((await shop.host.inject({ url: '/blogs/diwali-lamps' })).body).toContain('rendered by release 15');
    expect(shop.renderers.running()).toContain(`blog ${next}`);
  });
});
