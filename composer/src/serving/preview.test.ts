import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import { CATALOG_ROUTES, productRenderer, startFakeShop, type FakeShop } from '../../testing/fake-shop.ts';
import { previewSecret, readPreview, signPreview } from '../releases/preview-links.ts';

let shop: FakeShop;
let secret: string;

beforeAll(async () => {
  shop = await startFakeShop();
  await writeFakeRelease(shop.root, 'catalog', release(12), {
    routes: CATALOG_ROUTES,
    renderer: productRenderer('release 12'),
  });
  secret = await previewSecret(shop.store);
});

afterAll(async () => {
  await shop.close();
});

const configOf = (html: string) =>
  JSON.parse(
    /__BRASS_RUNTIME_CONFIG__=(.*?)<\/script>/.exec(html)![1]!.replace(/\\u003c/g, '<'),
  ) as RuntimeConfig;

const inAnHour = () => Date.now() + 3_600_000;
const linkFor = (id: string, expires = inAnHour(), key = secret) =>
  `/product/ganesha-1?ref=mail&preview=${signPreview({ app: 'catalog', id, expires }, key)}`;

/** Opens a preview link as a browser would: the answer's cookie, then the page it leads to. */
async function open(link: string) {
  const answer = await shop.host.inject({ url: link });
  const cookie = answer.cookies.find((set) => set.name === 'brass_preview');
  const page = await shop.host.inject({
    url: answer.headers.location!,
    cookies: cookie?.value ? { brass_preview: cookie.value } : {},
  });
  return { answer, cookie, page };
}

describe('a preview link', () => {
  it('pins the browser that opens it to the release, with a badge, and leaves the address clean', async () => {
    const { answer, cookie, page } = await open(linkFor(release(12)));
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/product/ganesha-1?ref=mail');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.maxAge).toBeGreaterThan(3_500);
    const config = configOf(page.body);
    expect(config.releases.catalog).toBe(release(12));
    expect(config.remotes.catalog).toContain(`/releases/catalog/${release(12)}/mf-manifest.json`);
    expect(config.releases.checkout).toBe(release(3));
    expect(page.body).toContain('<p>rendered by release 12</p>');
    expect(page.body).toContain(`Preview: catalog ${release(12)}`);
    expect(page.body).toContain('<a href="?preview=off"');
    const asConfig = await shop.host.inject({
      url: '/config.json',
      cookies: { brass_preview: cookie!.value },
    });
    expect(asConfig.json<RuntimeConfig>().releases.catalog).toBe(release(12));
  });

  it('changes nothing for anybody without it', async () => {
    const page = await shop.host.inject({ url: '/product/ganesha-1' });
    expect(configOf(page.body).releases.catalog).toBe(release(2));
    expect(page.body).toContain('<p>rendered by release 2</p>');
    expect(page.body).not.toContain('Preview:');
  });

  it('pins nothing when forged, expired or signed with another key, and clears what it pinned', async () => {
    for (const link of [
      linkFor(release(12), Date.now() - 1_000),
      linkFor(release(12), inAnHour(), 'another key'),
      '/?preview=e30.forged',
    ]) {
      const { cookie, page } = await open(link);
      expect(cookie?.value, link).toBe('');
      expect(configOf(page.body).releases.catalog).toBe(release(2));
    }
    expect(
      readPreview(signPreview({ app: 'catalog', id: release(12), expires: inAnHour() }, secret), 'x'),
    ).toBe(undefined);
  });

  it('?preview=off goes back to the live shop', async () => {
    const { cookie, answer } = await open('/cart?preview=off');
    expect(answer.headers.location).toBe('/cart');
    expect(cookie?.value).toBe('');
  });
});
