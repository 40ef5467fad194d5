import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ShopContact } from '@brass/shared/contracts/content';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { jsonLdBlocks, schemaOrgProblems } from '@brass/shared/testing/schema-org';
import { renderHostPage } from './host-page.ts';

const indexHtml = `<!doctype html><html><head><meta charset="UTF-8" />
    <meta
      name="description"
      content="Handcrafted brass."
    />
    <title>Brass Aangan</title><script type="module" src="/assets/index.js"></script></head><body><main id="main"></main></body></html>`;

const files = {
  stylesheets: ['https://catalog.test/a.css'],
  scripts: [],
};
const preload =
  '<link rel="preload" as="image" imageSrcSet="https://api.test/images/p-240.webp 240w, https://api.test/images/p-480.webp 480w" imageSizes="560px" fetchPriority="high"/>';

const page = (serverRendered: string | undefined, url = 'https://brassaangan.test/product/p') =>
  renderHostPage(indexHtml, {
    config: { apiBase: 'https://api.test' } as RuntimeConfig,
    url,
    title: 'Product · Brass Aangan',
    files,
    serverRendered,
    shopContact: { email: 'hello@brassaangan.test', phone: '+919876543210' } as ShopContact,
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

  it('leaves the prerendered shop header out of the back office’s pages, and only those', () => {
    const withHeader = indexHtml.replace(
      '<main id="main"></main>',
      '<div id="root"><header class="h"><a href="/cart">Cart</a></header><main id="main"></main></div>',
    );
    const pageAt = (url: string, backOffice: boolean) =>
      renderHostPage(withHeader, {
        config: { apiBase: 'https://api.test' } as RuntimeConfig,
        url,
        files,
        backOffice,
      }).html;

    expect(bodyOf(pageAt('https://brassaangan.test/admin/orders', true))).not.toContain('<header');
    expect(bodyOf(pageAt('https://brassaangan.test/admin/orders', true))).toContain('<main id="main">');
    expect(bodyOf(pageAt('https://brassaangan.test/cart', false))).toContain(
      '<header class="h"><a href="/cart">Cart</a></header>',
    );
  });

  it('draws the shell’s own page into its main element, leaving the scripts to start as usual', () => {
    const { html } = renderHostPage(indexHtml, {
      config: { apiBase: 'https://api.test' } as RuntimeConfig,
      url: 'https://brassaangan.test/no-such-page',
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

/** The value of each head tag that names the page, by its key; a key twice is a failure. */
function namingOf(html: string): Record<string, string> {
  const naming: Record<string, string> = {};
  const head = headOf(html);
  const tags = [...head.matchAll(/<title>([^<]*)<\/title>|<(?:meta|link)\s[^>]*>/g)];
  for (const [tag, title] of tags) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const key =
      title !== undefined
        ? 'title'
        : attribute('rel') === 'canonical'
          ? 'canonical'
          : (attribute('property') ?? attribute('name'));
    if (!key || attribute('rel') === 'preload') continue;
    expect(naming, `${key} twice`).not.toHaveProperty([key]);
    naming[key] = title ?? attribute('content') ?? attribute('href')!;
  }
  return naming;
}

const productHead =
  '<title>Nataraja &amp; "Shiva" · Brass Aangan</title>' +
  '<meta name="description" content="Shiva dancing."/>' +
  '<link rel="canonical" href="https://brassaangan.test/product/nataraja"/>' +
  '<meta property="og:type" content="product"/>' +
  '<meta property="og:image" content="https://api.test/images/products/nataraja-1200.jpg"/>' +
  '<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="1200"/>' +
  '<meta property="og:image:alt" content="Nataraja in a ring of fire"/>' +
  '<meta property="product:price:amount" content="4200.00"/>' +
  '<meta property="product:price:currency" content="INR"/>' +
  '<meta property="product:availability" content="in stock"/>';

describe('renderHostPage: what crawlers and shared links read', () => {
  it('names a product page once each: its canonical address, Open Graph with price and stock, and a large Twitter card', () => {
    const { html } = page(
      `${productHead}${preload}<div><h1>Nataraja</h1></div>`,
      'https://brassaangan.test/product/nataraja?utm_source=whatsapp',
    );

    expect(namingOf(html)).toEqual({
      title: 'Nataraja &amp; "Shiva" · Brass Aangan',
      description: 'Shiva dancing.',
      canonical: 'https://brassaangan.test/product/nataraja',
      'og:site_name': 'Brass Aangan',
      'og:locale': 'en_IN',
      'og:type': 'product',
      'og:title': 'Nataraja &amp; &quot;Shiva&quot; · Brass Aangan',
      'og:description': 'Shiva dancing.',
      'og:url': 'https://brassaangan.test/product/nataraja',
      'og:image': 'https://api.test/images/products/nataraja-1200.jpg',
      'og:image:width': '1200',
      'og:image:height': '1200',
      'og:image:alt': 'Nataraja in a ring of fire',
      'product:price:amount': '4200.00',
      'product:price:currency': 'INR',
      'product:availability': 'in stock',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Nataraja &amp; &quot;Shiva&quot; · Brass Aangan',
      'twitter:description': 'Shiva dancing.',
      'twitter:image': 'https://api.test/images/products/nataraja-1200.jpg',
      'twitter:image:alt': 'Nataraja in a ring of fire',
    });
    // The image preloads stay after the shell's config, where the page's stylesheets follow them.
    expect(headOf(html)).toMatch(/__BRASS_RUNTIME_CONFIG__.*<link rel="preload" as="image"[^>]*>.*a\.css/s);
  });

  it('names a page its remote did not render by its path on the shop, the route’s title and the shop’s image', () => {
    const { html } = page(undefined, 'https://brassaangan.test/cart?coupon=DIWALI#top');

    expect(namingOf(html)).toMatchObject({
      title: 'Product · Brass Aangan',
      description: 'Handcrafted brass.',
      canonical: 'https://brassaangan.test/cart',
      'og:type': 'website',
      'og:title': 'Product · Brass Aangan',
      'og:description': 'Handcrafted brass.',
      'og:url': 'https://brassaangan.test/cart',
      'og:image': 'https://api.test/images/share.jpg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Brass Aangan: handcrafted brass idols, lamps and decor',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://api.test/images/share.jpg',
    });
    expect(html).not.toContain('product:price');
  });

  it('gives the home page, and it alone, the shop’s Organization and WebSite with the header search', () => {
    const blocksOf = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        ([, json]) => JSON.parse(json!) as Record<string, unknown>,
      );
    const home = blocksOf(page('<div><h1>Welcome</h1></div>', 'https://brassaangan.test/').html);

    expect(home).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Brass Aangan',
        url: 'https://brassaangan.test/',
        logo: 'https://api.test/images/logo.png',
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          areaServed: 'IN',
          availableLanguage: ['en'],
          telephone: '+919876543210',
          email: 'hello@brassaangan.test',
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Brass Aangan',
        url: 'https://brassaangan.test/',
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: 'https://brassaangan.test/products?q={search_term_string}',
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
    for (const block of jsonLdBlocks(
      headOf(page('<div><h1>Welcome</h1></div>', 'https://brassaangan.test/').html),
    ))
      expect(schemaOrgProblems(block)).toEqual([]);
    expect(blocksOf(page('<div><h1>Nataraja</h1></div>').html)).toEqual([]);
  });
});
