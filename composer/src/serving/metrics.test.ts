/**
 * The composition server's metrics: pages by the app and release that own their route, renders and
 * the pages sent without them by release, the live release of each app, and requests by app server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { release } from '../../testing/fake-releases.ts';
import { CATALOG_ROUTES, startFakeShop, type FakeShop } from '../../testing/fake-shop.ts';

const throwingRenderer = `export async function renderPage() { throw new Error('no such idol'); }`;

let shop: FakeShop;
beforeAll(async () => {
  shop = await startFakeShop({
    releases: { catalog: { routes: CATALOG_ROUTES, renderer: throwingRenderer } },
  });
});
afterAll(() => shop.close());

const scrape = () => shop.metrics.registry.metrics();
const series = (text: string, name: string, labels: string) =>
  Number(new RegExp(`^${name}\\{${labels}\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);

describe('the metrics of the composition server', () => {
  it('count each page under the release of its route, and the pages sent without their render by reason', async () => {
    const catalog = `app="catalog",release="${release(2)}"`;
    const before = await scrape();
    await shop.host.inject({ url: '/product/ganesha-1' });
    await shop.host.inject({ url: '/product/diya-2' });
    await shop.host.inject({ url: '/no/such/page' });
    const after = await scrape();
    const moved = (name: string, labels: string) =>
      series(after, name, labels) - series(before, name, labels);

    expect(moved('brass_pages_total', `${catalog},status="200",cache="miss"`)).toBe(2);
    expect(moved('brass_pages_total', `app="host",release="${release(1)}",status="404",cache="miss"`)).toBe(
      1,
    );
    expect(moved('brass_render_fallbacks_total', `${catalog},reason="render"`)).toBe(2);
    expect(moved('brass_render_duration_seconds_count', catalog)).toBe(2);
    expect(moved('brass_http_requests_total', 'method="GET",route="/\\*",status="200",app="host"')).toBe(2);
    expect(after).not.toContain('ganesha-1');
  });

  it('name the live release of each app, and the process', async () => {
    const text = await scrape();
    expect(text).toContain(`brass_live_release{app="catalog",release="${release(2)}"} 1`);
    expect(text).toContain(`brass_live_release{app="host",release="${release(1)}"} 1`);
    expect(text).toContain('process_resident_memory_bytes');
  });
});
