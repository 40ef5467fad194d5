/**
 * The API's metrics: requests counted by route pattern (never by the address asked for), request ids
 * taken from the composition server only when safe, and the registry served on a port of its own.
 */
import type { AddressInfo } from 'node:net';
import { listenForScrapes } from '@brass/composer/observability/metrics-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { metricValue } from '../../test/metrics.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const requests = (labels: Record<string, string>) =>
  metricValue(t.app.metrics.registry, 'brass_http_requests_total', labels);

describe('request metrics', () => {
  it('counts and times requests by route pattern and status', async () => {
    const route = { method: 'GET', route: '/api/products/:id', status: '404' };
    const before = await requests(route);
    const response = await t.app.inject({ method: 'GET', url: '/api/products/no-such-idol' });
    expect(response.statusCode).toBe(404);
    expect(await requests(route)).toBe(before + 1);
    const scraped = await t.app.metrics.registry.metrics();
    expect(scraped).toMatch(
      /^brass_http_request_duration_seconds_bucket\{le="5",method="GET",route="\/api\/products\/:id",status="404"\} [1-9]/m,
    );
    expect(scraped).not.toContain('no-such-idol');
  });

  it('counts addresses no route matches as one series', async () => {
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    const before = await requests(unmatched);
    for (const url of ['/wp-login.php', '/api/nothing-here', '/.env'])
      await t.app.inject({ method: 'GET', url });
    expect(await requests(unmatched)).toBe(before + 3);
    expect(await t.app.metrics.registry.metrics()).not.toContain('wp-login');
  });

  it('serves Prometheus text on its own port', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const scrapes = await listenForScrapes(t.app.metrics.registry, { host: '127.0.0.1', port: 0 });
    try {
      const { port } = scrapes.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      const text = await response.text();
      expect(text).toContain('# TYPE brass_http_requests_total counter');
      expect(text).toMatch(
        /^brass_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/m,
      );
      expect(text).toContain('process_cpu_seconds_total');
    } finally {
      await scrapes.close();
    }
    // The API's own routes never answer it.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('request ids', () => {
  const idOf = async (sent: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': sent } })).headers[
      'x-request-id'
    ];

  it("goes by the id the composition server sent, so the API's log lines carry it", async () => {
    expect(await idOf('page-7f3c.2:abc_D')).toBe('page-7f3c.2:abc_D');
  });

  it('replaces an id that is too long or could break a log line', async () => {
    for (const sent of ['a'.repeat(129), 'two words', 'id\u0007bell', '"quoted"', '']) {
      const id = await idOf(sent);
      expect(id).not.toBe(sent);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
