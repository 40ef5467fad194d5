import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { createAppServer } from './app-server.ts';
import { REMOTES, type ReleaseOrigins } from './composed-config.ts';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import {
  BASE_CONFIG,
  SHELL_NOT_FOUND,
  SHOP_CONTACT,
  startFakeShop,
  type FakeShop,
} from '../../testing/fake-shop.ts';
import { scriptHash } from '../../../tooling/security-headers.ts';

let shop: FakeShop;

beforeAll(async () => {
  shop = await startFakeShop();
});

afterAll(async () => {
  await shop.close();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g)].map(
    (match) => match[1]!,
  );
const inlineScriptBodies = (html: string) =>
  [...html.matchAll(/<script>([^]*?)<\/script>/g)].map((match) => match[1]!);
const configOf = (html: string) =>
  JSON.parse(
    /__BRASS_RUNTIME_CONFIG__=(.*?)<\/script>/.exec(html)![1]!.replace(/\\u003c/g, '<'),
  ) as RuntimeConfig;

describe('the pages the host composes from the live releases', () => {
  it('name the files inside the live host release and carry the live route table and release ids', async () => {
    const response = await shop.host.inject({ url: '/cart' });
    expect(response.statusCode).toBe(200);
    // The same for every visitor: a CDN may keep it a second, a browser asks again with its ETag.
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1');
    expect(response.headers.etag).toMatch(/^W\/"/);
    expect(response.body).toContain(`src="/releases/host/${release(1)}/assets/entry.js"`);
    expect(response.body).toContain(`href="/releases/host/${release(1)}/favicon.svg"`);
    const config = configOf(response.body);
    expect(config.remotes.catalog).toBe(
      `${shop.origins.catalog}/releases/catalog/${release(2)}/mf-manifest.json`,
    );
    expect(config.remotes.checkout).toBe(
      `http://127.0.0.1:9/releases/checkout/${release(3)}/mf-manifest.json`,
    );
    expect(config.routes.map((route) => `${route.remote} ${route.path}`)).toEqual([
      'catalog /',
      'catalog /product/:id',
      'checkout /cart',
      'admin /admin/*',
    ]);
    expect(config.releases).toEqual({
      host: release(1),
      catalog: release(2),
      checkout: release(3),
      account: release(4),
      blog: release(5),
      admin: release(6),
    });
    expect(await shop.host.inject({ url: '/config.json' }).then((r) => r.json())).toEqual(config);
  });

  it('preload the files of the route’s page from its release’s manifest', async () => {
    const response = await shop.host.inject({ url: '/' });
    const base = `${shop.origins.catalog}/releases/catalog/${release(2)}`;
    expect(response.body).toContain(
      `<link rel="preload" as="script" crossorigin href="${base}/remoteEntry.js" />`,
    );
    expect(response.body).toContain(
      `<link rel="preload" as="script" crossorigin href="${base}/assets/HomePage.js" />`,
    );
    // The shell loads the remote from its entry: the manifest is the server's to read, not the page's.
    expect(response.body).not.toContain(`href="${base}/mf-manifest.json"`);
  });

  it('arrive rendered by the live release of the remote when its route is rendered on the server', async () => {
    const response = await shop.host.inject({ url: '/product/ganesha-1' });
    expect(response.body).toContain('<p>rendered by release 2</p>');
    expect(response.body).toContain('data-server-rendered="/product/ganesha-1"');
  });

  it("are rendered with the remote's release on the composing server, with no call to the remote's origin", async () => {
    const nowhere = Object.fromEntries(
      REMOTES.map((remote) => [remote, 'http://127.0.0.1:9']),
    ) as ReleaseOrigins;
    const host = await createAppServer({
      app: 'host',
      root: shop.root,
      live: shop.live,
      renderers: shop.renderers,
      origins: nowhere,
      baseConfig: BASE_CONFIG,
      shopContact: async () => SHOP_CONTACT,
    });
    try {
      const response = await host.inject({ url: '/product/ganesha-1' });
      expect(response.body).toContain('<p>rendered by release 2</p>');
    } finally {
      await host.close();
    }
  });

  it("are titled with their route's title before any script runs, an unknown path with the shop's", async () => {
    const titleOf = async (url: string) =>
      /<title>(.*?)<\/title>/.exec((await shop.host.inject({ url })).body)![1];
    expect(await titleOf('/cart')).toBe('My Cart');
    expect(await titleOf('/product/ganesha-1')).toBe('Product');
    expect(await titleOf('/no-such-page')).toBe('Brass Aangan');
  });

  it("tell search engines to leave the back office's pages out, and only those", async () => {
    for (const url of ['/admin', '/admin/staff', '/admin/audit?page=2'])
      expect((await shop.host.inject({ url })).headers['x-robots-tag'], url).toBe('noindex, nofollow');
    for (const url of ['/', '/cart', '/administration', '/no-such-page'])
      expect((await shop.host.inject({ url })).headers['x-robots-tag'], url).toBeUndefined();
  });

  it("carry the shop's contact details for the footer and the contact page, as text no markup escapes", async () => {
    for (const url of ['/', '/contactus', '/product/ganesha-1', '/no-such-page']) {
      const body = (await shop.host.inject({ url })).body;
      const inlined = /<script>window\.__BRASS_SHOP_CONTACT__=(.*?)<\/script>/.exec(body);
      expect(inlined, url).not.toBeNull();
      expect(inlined![1]).not.toContain('</script>');
      expect(JSON.parse(inlined![1]!.replace(/\\u003c/g, '<'))).toEqual(SHOP_CONTACT);
    }
  });

  it('leave the contact details to the browser when the API did not give them in time', async () => {
    const server = await createAppServer({
      app: 'host',
      root: shop.root,
      live: shop.live,
      renderers: shop.renderers,
      origins: shop.origins,
      baseConfig: BASE_CONFIG,
      shopContact: async () => undefined,
    });
    const response = await server.inject({ url: '/cart' });
    await server.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('__BRASS_SHOP_CONTACT__');
    expect(configOf(response.body).apiBase).toBe(BASE_CONFIG.apiBase);
  });

  it('come compressed when the browser accepts it, every page as the home page', async () => {
    for (const url of ['/', '/product/ganesha-1', '/cart', '/no-such-page']) {
      const response = await shop.host.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toContain('<html');
    }
  });

  it('a path no live release routes gets the shell with its not-found page drawn in, with status 404', async () => {
    const response = await shop.host.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`src="/releases/host/${release(1)}/assets/entry.js"`);
    // In the HTML itself, for crawlers and shoppers without scripts; the shell renders the same on start.
    expect(response.body).toContain(`<main id="main" tabindex="-1">${SHELL_NOT_FOUND}</main>`);
  });

  it('a host released before its not-found page was prerendered leaves that page to the browser', async () => {
    const older = await startFakeShop({ releases: { host: {} } });
    try {
      const response = await older.host.inject({ url: '/no-such-page' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<main id="main" tabindex="-1"></main>');
    } finally {
      await older.close();
    }
  });

  it('a path a route matches never gets the shell’s not-found page', async () => {
    for (const url of ['/cart', '/product/gone']) {
      const response = await shop.host.inject({ url });
      expect(response.body, url).not.toContain('Page not found');
    }
  });

  it("answer 404 with the remote's not-found page when the remote that owns the route has no such thing", async () => {
    const response = await shop.host.inject({ url: '/product/gone' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<p role="alert">Error: Product not found</p>');
    expect(response.body).toContain('data-server-rendered="/product/gone"');
    expect(response.body).toContain(`src="/releases/host/${release(1)}/assets/entry.js"`);
  });

  it('answer 200 for a page its remote rendered as a renderer built before statuses does, or renders in the browser', async () => {
    for (const url of ['/product/ganesha-1', '/', '/cart', '/admin/staff'])
      expect((await shop.host.inject({ url })).statusCode, url).toBe(200);
  });
});

describe('the files of a release', () => {
  it('are immutable, precompressed when asked, and served from their own release whatever is live', async () => {
    const entry = await shop.catalog.inject({ url: `/releases/catalog/${release(2)}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.body).toContain(release(2));
    const shell = await shop.host.inject({ url: `/releases/host/${release(1)}/assets/entry.js` });
    expect(shell.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('an unknown release, a malformed id, or a folder without release.json answers 404', async () => {
    await mkdir(join(shop.root, 'catalog', release(99), 'client'), { recursive: true });
    await writeFile(join(shop.root, 'catalog', release(99), 'client', 'remoteEntry.js'), 'export {};');
    for (const url of [
      `/releases/catalog/${release(98)}/remoteEntry.js`,
      `/releases/catalog/${release(99)}/remoteEntry.js`,
      '/releases/catalog/..%2F..%2Fetc/passwd',
      `/releases/catalog/${release(2)}/../../live.json`,
    ]) {
      const response = await shop.catalog.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it("a release no longer live keeps its assets but not its pages; the live one's pages are served", async () => {
    await writeFakeRelease(shop.root, 'host', release(7));
    await writeFakeRelease(shop.root, 'catalog', release(8));
    for (const url of [`/releases/host/${release(7)}/index.html`, `/releases/host/${release(7)}/INDEX.HTM`]) {
      const page = await shop.host.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).not.toContain('<html');
    }
    expect(
      (await shop.catalog.inject({ url: `/releases/catalog/${release(8)}/index.html` })).statusCode,
    ).toBe(404);
    const oldAsset = await shop.host.inject({ url: `/releases/host/${release(7)}/assets/entry.js` });
    expect(oldAsset.statusCode).toBe(200);
    expect(oldAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      (await shop.catalog.inject({ url: `/releases/catalog/${release(8)}/mf-manifest.json` })).statusCode,
    ).toBe(200);
    const livePage = await shop.host.inject({ url: `/releases/host/${release(1)}/index.html` });
    expect(livePage.statusCode).toBe(200);
    expect(livePage.body).toContain(`src="/releases/host/${release(1)}/assets/entry.js"`);
  });

  it('the pointer itself is served, never cached', async () => {
    const response = await shop.host.inject({ url: '/releases/live.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().live.checkout).toBe(release(3));
  });

  it("a remote's own page names its files inside its live release", async () => {
    const response = await shop.catalog.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`src="/releases/catalog/${release(2)}/assets/page.js"`);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('the security headers of the shop pages', () => {
  it('a server-rendered page: every inline script it writes is allowed by its hash, and nothing else inline', async () => {
    const response = await shop.host.inject({ url: '/product/ganesha-1' });
    const policy = response.headers['content-security-policy'] as string;
    const allowed = /(?:^|;)\s*script-src ([^;]*)/
      .exec(policy)![1]!
      .split(' ')
      .filter((s) => s.startsWith("'sha256-"));
    // The runtime config, the shop's contact details, the server-rendered controls' switch and the starter of the scripts.
    const scripts = inlineScriptBodies(response.body);
    expect(scripts).toHaveLength(4);
    expect(allowed).toEqual(scripts.map(scriptHash));
    expect(/(?:^|;)\s*script-src ([^;]*)/.exec(policy)![1]).not.toContain("'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('a page no remote renders: its runtime config and contact details are allowed by their hashes', async () => {
    const response = await shop.host.inject({ url: '/cart' });
    const scripts = inlineScriptBodies(response.body);
    expect(scripts).toHaveLength(2);
    for (const script of scripts)
      expect(response.headers['content-security-policy']).toContain(scriptHash(script));
    expect(inlineScripts(response.body)).toEqual(['', '']);
  });

  it("let the pages show the product photos from the bucket S3_PUBLIC_URL names, the API's own setting", async () => {
    const imageSources = (policy: unknown) =>
      /(?:^|;)\s*img-src ([^;]*)/.exec(String(policy))![1]!.split(' ');
    const before = await shop.host.inject({ url: '/cart' });
    expect(imageSources(before.headers['content-security-policy'])).not.toContain(
      'https://photos.brass.example',
    );
    vi.stubEnv('S3_PUBLIC_URL', 'https://photos.brass.example/products/');
    for (const server of [shop.host, shop.catalog]) {
      const response = await server.inject({ url: '/' });
      expect(imageSources(response.headers['content-security-policy'])).toContain(
        'https://photos.brass.example',
      );
    }
  });

  it('asks for https (HSTS) when the shop is served over https', async () => {
    vi.stubEnv('PUBLIC_SHOP_ORIGIN', 'https://brassaangan.in');
    const response = await shop.host.inject({ url: '/no-such-page' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe("the shop's public origin", () => {
  it('a forged Host header appears neither in the structured data nor in the links', async () => {
    vi.stubEnv('PUBLIC_SHOP_ORIGIN', 'https://brassaangan.in');
    const response = await shop.host.inject({
      url: '/product/ganesha-1',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.body).toContain('This idol');
    expect(response.body).not.toContain('evil.example');
    expect(response.body).toContain('<a href="https://brassaangan.in/product/ganesha-1">');
    expect(response.body).toContain('"url":"https://brassaangan.in/product/ganesha-1"');
  });

  it('a remote answers a page whose subject it does not have with 404 and its markup', async () => {
    const query = new URLSearchParams({
      page: 'ProductPage',
      params: JSON.stringify({ id: 'gone' }),
      url: 'https://brassaangan.in/product/gone',
    });
    const response = await shop.catalog.inject({ url: `/releases/catalog/${release(2)}/render?${query}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('<p role="alert">Error: Product not found</p>');
  });

  it("a remote renders any page it is asked for on the shop's origin, whatever address the caller sends", async () => {
    vi.stubEnv('PUBLIC_SHOP_ORIGIN', 'https://brassaangan.in');
    const query = new URLSearchParams({
      page: 'ProductPage',
      params: JSON.stringify({ id: 'ganesha-1' }),
      url: 'https://evil.example/product/ganesha-1?ref=mail',
    });
    const response = await shop.catalog.inject({ url: `/releases/catalog/${release(2)}/render?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('evil.example');
    expect(response.body).toContain('"url":"https://brassaangan.in/product/ganesha-1?ref=mail"');
  });

  it('a protocol-relative request target does not move the page to another origin', async () => {
    vi.stubEnv('PUBLIC_SHOP_ORIGIN', 'https://brassaangan.in');
    const response = await shop.host.inject({ url: '//evil.example/product/ganesha-1' });
    expect(response.body).not.toContain('evil.example');
  });

  it('a value of PUBLIC_SHOP_ORIGIN that is not an http(s) address stops the server at start, naming it', async () => {
    vi.stubEnv('PUBLIC_SHOP_ORIGIN', 'brassaangan.in');
    await expect(
      createAppServer({
        app: 'host',
        root: shop.root,
        live: shop.live,
        renderers: shop.renderers,
        origins: shop.origins,
        baseConfig: BASE_CONFIG,
      }),
    ).rejects.toThrow('PUBLIC_SHOP_ORIGIN must be an http or https address');
  });

  it('a value of S3_PUBLIC_URL that is not an http(s) address stops the server at start, naming it', async () => {
    vi.stubEnv('S3_PUBLIC_URL', 'photos.brass.example');
    await expect(
      createAppServer({
        app: 'host',
        root: shop.root,
        live: shop.live,
        renderers: shop.renderers,
        origins: shop.origins,
        baseConfig: BASE_CONFIG,
      }),
    ).rejects.toThrow('S3_PUBLIC_URL must be an http or https address');
  });
});
