/**
 * What every route shares: health, the 404 and error shapes, security headers, CORS, request ids,
 * body handling, compression, images and the OpenAPI document.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { startTestApp, testConfig, type TestApp } from '../../test/app.js';
import { openTestDatabase } from '../../test/database.js';

let t: TestApp;
beforeAll(async () => {
  // The bodies below all go to the contact form from one address; its limit is not what they test.
  t = await startTestApp({ RATE_LIMIT_ALLOW_LIST: '127.0.0.1' });
});
afterAll(() => t.close());

const postJson = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('health and unknown routes', () => {
  it('reports ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes and images with a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/images/products/unknown-480.webp', '/users/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers a malformed URL with a 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The URL is not valid' });
  });
});

describe('headers', () => {
  it('sends security headers and lets the shop origins show images', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows the shop origins with credentials and nobody else', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/users/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const shop = await preflight('http://localhost:5173');
    expect(shop.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(shop.headers['access-control-allow-credentials']).toBe('true');
    expect(String(shop.headers['access-control-allow-headers'])).toContain('Authorization');
    expect((await preflight('http://127.0.0.1:5177')).headers['access-control-allow-origin']).toBe(
      'http://127.0.0.1:5177',
    );
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).length).toBeGreaterThanOrEqual(40);
  });
});

describe('bodies', () => {
  it.each([
    ['broken JSON', '{"firstName":', 'application/json', 400, 'Request body is not valid JSON'],
    [
      'a __proto__ key',
      '{"__proto__":{"isAdmin":true}}',
      'application/json',
      400,
      'Request body is not valid JSON',
    ],
    [
      'a constructor.prototype key',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      'application/json',
      400,
      'Request body is not valid JSON',
    ],
    [
      'a NUL character',
      '{"firstName":"A\\u0000","lastName":"K","email":"a@example.in"}',
      'application/json',
      400,
      'Request body must not contain NUL characters',
    ],
    [
      'an empty JSON body',
      '',
      'application/json',
      400,
      'Request body must not be empty when Content-Type is application/json',
    ],
    [
      'a form body',
      'firstName=A',
      'application/x-www-form-urlencoded',
      400,
      'Content-Type must be application/json',
    ],
    ['a text body', '{"firstName":"A"}', 'text/plain', 400, 'Content-Type must be application/json'],
    [
      'a 120 KB body',
      `{"message":"${'x'.repeat(120 * 1024)}"}`,
      'application/json',
      413,
      'Request body is too large',
    ],
  ])('refuses %s', async (_label, payload, contentType, status, message) => {
    const response = await postJson('/api/contact', payload, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a POST without a body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body must be a JSON object' });
  });
});

describe('images', () => {
  it('serves the logo and product art with immutable caching', async () => {
    for (const [url, type] of [
      ['/images/logo.png', 'image/png'],
      ['/images/logo.webp', 'image/webp'],
      ['/images/products/diya-classic-single-240.webp', 'image/webp'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('OpenAPI', () => {
  it('documents every route the shop calls that this API serves', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: object }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/{id}',
        '/api/most-popular',
        '/api/settings/most-popular-title',
        '/api/settings/new-arrivals-title',
        '/api/settings/shipping-settings',
        '/api/blogs',
        '/api/blogs/{id}',
        '/api/users/register',
        '/api/users/login',
        '/users/google-login',
        '/api/users/me',
        '/api/contact',
        '/api/health',
      ]),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('when the database fails', () => {
  it('answers 503 on health and a plain 500 elsewhere, without internals', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ database, config: testConfig() });
    await database.close();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message: 'Database unavailable' });
    const products = await app.inject({ method: 'GET', url: '/api/products' });
    expect(products.statusCode).toBe(500);
    expect(products.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    await app.close();
  });
});
