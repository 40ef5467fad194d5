import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { warmServerRenderedPages } from './warm-pages.ts';

const routes = [
  { path: '/', page: 'HomePage', title: 'Home', serverRendered: true, remote: 'catalog' },
  { path: '/product/:id', page: 'ProductPage', title: 'Product', serverRendered: true, remote: 'catalog' },
  { path: '/cart', page: 'CartPage', title: 'Cart', serverRendered: true, remote: 'checkout' },
  {
    path: '/confirm-email',
    page: 'ConfirmEmailPage',
    title: 'Confirm',
    serverRendered: false,
    remote: 'account',
  },
  { path: '/admin/*', page: 'AdminPage', title: 'Back office', serverRendered: false, remote: 'admin' },
  { path: '/about', page: 'AboutPage', title: 'About', serverRendered: true, remote: 'blog' },
];

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A host that serves the route table and records every page asked of it; `/cart` fails. */
async function host(): Promise<{ url: string; asked: string[] }> {
  const asked: string[] = [];
  server = createServer((request, response) => {
    if (request.url === '/config.json') return response.end(JSON.stringify({ routes }));
    asked.push(request.url ?? '');
    if (request.url === '/cart') return response.destroy();
    response.end('<html></html>');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, asked };
}

describe('warming the server-rendered pages before the shop opens', () => {
  it('asks once for each server-rendered page without parameters, and goes on past a failing one', async () => {
    const { url, asked } = await host();
    await expect(warmServerRenderedPages(url)).resolves.toEqual(['/', '/cart', '/about']);
    expect(asked).toEqual(['/', '/cart', '/about']);
  });

  it('opens the shop all the same when the host has no route table to give', async () => {
    await expect(warmServerRenderedPages('http://127.0.0.1:9')).resolves.toEqual([]);
  });
});
