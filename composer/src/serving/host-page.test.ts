import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ShopContact } from '@brass/shared/contracts/content';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { renderHostPage } from './host-page.ts';

const indexHtml = `<!doctype html><html><head><meta charset="UTF-8" />
    <meta
      name="description"
      content="Handcrafted brass."
    />
    <title>Brass Aangan</title><script type="module" src="/assets/index.js"></script></head><body><main id="main"></main></body></html>`;

const files = {
  manifest: 'https://catalog.test/mf-manifest.json',
  stylesheets: ['https://catalog.test/a.css'],
  scripts: [],
};
const preload =
  '<link rel="preload" as="image" imageSrcSet="https://api.test/images/p-240.webp 240w, https://api.test/images/p-480.webp 480w" imageSizes="560px" fetchPriority="high"/>';

const page = (serverRendered: string) =>
  renderHostPage(indexHtml, {
    config: { apiBase: 'https://api.test' } as RuntimeConfig,
    path: '/product/p',
    title: 'Product · Brass Aangan',
    files,
    serverRendered,
    shopContact: { email: 'hello@brassaangan.test' } as ShopContact,
  });

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('</head>'));

describe('renderHostPage', () => {
  it('puts the title, description and image preloads the page was rendered with into the head', () => {
    const { html } = page(
      `<title>Nataraja · Brass Aangan</title><meta name="description" content="Shiva dancing."/>${preload}<div><h1>Nataraja</h1></div>`,
    );

    expect(headOf(html)).toContain('<title>Nataraja · Brass Aangan</title>');
    expect(html).not.toContain('Product · Brass Aangan');
    expect(html.match(/<meta\s+name="description"[^>]*>/g)).toEqual([
      '<meta name="description" content="Shiva dancing."/>',
    ]);
    expect(headOf(html)).toContain(preload);
    expect(bodyOf(html)).toContain('<div aria-busy="true" data-server-rendered="/product/p"><div><h1>');
    expect(bodyOf(html)).not.toContain('<link rel="preload" as="image"');
  });

  it('keeps the route’s title and the shop’s description for a page that names neither', () => {
    const { html } = page('<div><h1>My Cart</h1></div>');

    expect(headOf(html)).toContain('<title>Product · Brass Aangan</title>');
    expect(headOf(html)).toContain('content="Handcrafted brass."');
  });

  it('draws the shell’s own page into its main element, leaving the scripts to start as usual', () => {
    const { html } = renderHostPage(indexHtml, {
      config: { apiBase: 'https://api.test' } as RuntimeConfig,
      path: '/no-such-page',
      shellPage: '<section><h1>Page not found</h1></section>',
    });

    expect(bodyOf(html)).toContain('<main id="main"><section><h1>Page not found</h1></section></main>');
    expect(headOf(html)).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(html).not.toContain('data-server-rendered');
  });

  it('names the hash of every inline script it writes, and only those, for the page’s CSP', () => {
    const { html, scriptHashes } = page('<div><h1>Nataraja</h1></div>');

    const inline = [...html.matchAll(/<script>([^]*?)<\/script>/g)].map(([, code]) => code!);
    const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    // The config, the contact details, the disabling of controls until the page is live, the start after paint.
    expect(inline).toHaveLength(4);
    expect(scriptHashes).toEqual(inline.map(hashOf));
    expect(html).not.toContain('nonce');
  });
});
