import type { FastifyInstance } from 'fastify';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RenderRequest } from '../../shared/src/remote-pages.ts';
import type { RuntimeConfig } from '../../shared/src/runtime-config.ts';
import { createStaticServer } from './static-server.ts';

/** A host page shaped like the build's: a module entry and the shell's empty main element. */
const HOST_INDEX = `<!doctype html><html><head><title>Brass Aangan</title><script type="module" crossorigin src="/assets/entry.js"></script></head><body><div id="root"><main id="main" tabindex="-1"></main></div></body></html>`;
const MANIFEST = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };

/** Draws what a catalog page names absolutely: its structured data and a link to itself. */
async function drawPage({ url }: RenderRequest): Promise<string> {
  const data = JSON.stringify({ '@type': 'Product', offers: { url } });
  return `<a href="${url}">This idol</a><script type="application/ld+json">${data}</script>`;
}

let root: string;
let catalog: FastifyInstance;
let host: FastifyInstance;
let config: RuntimeConfig;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'brass-static-server-'));
  await mkdir(join(root, 'host', 'assets'), { recursive: true });
  await mkdir(join(root, 'catalog'), { recursive: true });
  await writeFile(join(root, 'host', 'index.html'), HOST_INDEX);
  await writeFile(join(root, 'host', 'assets', 'entry.js'), 'export {};');
  await writeFile(join(root, 'catalog', 'index.html'), '<!doctype html><title>Catalog</title>');
  await writeFile(join(root, 'catalog', 'mf-manifest.json'), JSON.stringify(MANIFEST));
  catalog = await createStaticServer({ root: join(root, 'catalog'), spa: false, renderPage: drawPage });
  await catalog.listen({ port: 0, host: '127.0.0.1' });
  const catalogUrl = `http://127.0.0.1:${(catalog.server.address() as AddressInfo).port}`;
  config = {
    apiBase: 'http://127.0.0.1:4000',
    remotes: {
      catalog: `${catalogUrl}/mf-manifest.json`,
      checkout: 'http://127.0.0.1:9/checkout/mf-manifest.json',
      account: 'http://127.0.0.1:9/account/mf-manifest.json',
      blog: 'http://127.0.0.1:9/blog/mf-manifest.json',
    },
    razorpayCheckoutUrl: 'http://127.0.0.1:4010/razorpay/checkout.js',
    googleScriptUrl: 'http://127.0.0.1:4010/google/gsi/client',
    googleClientId: 'shop.apps.googleusercontent.com',
  };
  host = await createStaticServer({ root: join(root, 'host'), spa: true, runtimeConfig: config });
});

afterAll(async () => {
  await Promise.all([catalog.close(), host.close()]);
  await rm(root, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g)].map(
    (match) => match[1]!,
  );

describe('the security headers of the shop pages', () => {
  it("a drawn page: every inline script it writes carries this response's nonce, and the policy names it", async () => {
    const response = await host.inject({ url: '/product/ganesha-1' });
    const policy = response.headers['content-security-policy'] as string;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain('This idol');
    // The runtime config, the drawn controls' switch and the starter of the scripts.
    const scripts = inlineScripts(response.body);
    expect(scripts).toHaveLength(3);
    for (const attributes of scripts) expect(attributes).toBe(` nonce="${nonce}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('a page no remote draws: the runtime config carries the nonce, and each response has its own', async () => {
    const [first, second] = [
      await host.inject({ url: '/no-such-page' }),
      await host.inject({ url: '/no-such-page' }),
    ];
    const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
    expect(nonceOf(first.headers['content-security-policy'])).not.toBe(
      nonceOf(second.headers['content-security-policy']),
    );
    expect(inlineScripts(first.body)).toEqual([
      ` nonce="${nonceOf(first.headers['content-security-policy'])}"`,
    ]);
  });

  it("built files get nosniff; a remote's own page gets the whole policy", async () => {
    const asset = await host.inject({ url: '/assets/entry.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const standalone = await catalog.inject({ url: '/' });
    expect(standalone.statusCode).toBe(200);
    expect(standalone.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(standalone.headers['x-content-type-options']).toBe('nosniff');
    expect(standalone.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('asks for https (HSTS) when the shop is served over https', async () => {
    vi.stubEnv('PUBLIC_SHOP_ORIGIN', 'https://brassaangan.in');
    const response = await host.inject({ url: '/no-such-page' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe("the shop's public origin", () => {
  it('a forged Host header appears neither in the structured data nor in the links', async () => {
    vi.stubEnv('PUBLIC_SHOP_ORIGIN', 'https://brassaangan.in');
    const response = await host.inject({
      url: '/product/ganesha-1',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.body).toContain('This idol');
    expect(response.body).not.toContain('evil.example');
    expect(response.body).toContain('<a href="https://brassaangan.in/product/ganesha-1">');
    expect(response.body).toContain('"url":"https://brassaangan.in/product/ganesha-1"');
  });

  it("a remote draws any page it is asked for on the shop's origin, whatever address the caller sends", async () => {
    vi.stubEnv('PUBLIC_SHOP_ORIGIN', 'https://brassaangan.in');
    const query = new URLSearchParams({
      page: 'ProductPage',
      params: JSON.stringify({ id: 'ganesha-1' }),
      url: 'https://evil.example/product/ganesha-1?ref=mail',
    });
    const response = await catalog.inject({ url: `/render?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('evil.example');
    expect(response.body).toContain('"url":"https://brassaangan.in/product/ganesha-1?ref=mail"');
  });

  it('a protocol-relative request target does not move the page to another origin', async () => {
    vi.stubEnv('PUBLIC_SHOP_ORIGIN', 'https://brassaangan.in');
    const response = await host.inject({ url: '//evil.example/product/ganesha-1' });
    expect(response.body).not.toContain('evil.example');
  });
});

describe('PUBLIC_SHOP_ORIGIN', () => {
  it('a value that is not an http(s) address stops the server at start, naming the setting', async () => {
    vi.stubEnv('PUBLIC_SHOP_ORIGIN', 'brassaangan.in');
    await expect(
      createStaticServer({ root: join(root, 'host'), spa: true, runtimeConfig: config }),
    ).rejects.toThrow('PUBLIC_SHOP_ORIGIN must be an http or https address');
  });
});
