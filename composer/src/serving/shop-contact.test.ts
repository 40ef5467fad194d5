import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ShopContact } from '@brass/shared/contracts/content';
import { shopContactFromApi } from './shop-contact.ts';

const saved: ShopContact = {
  address: '14 Kumbakonam Road, Swamimalai',
  phone: '+919876543210',
  whatsapp: null,
  email: 'care@brassaangan.in',
  gstin: null,
};

/** What the stand-in API does with the next calls: answer a body with a status, after a delay. */
let reply: { status: number; body: unknown; delayMs: number };
let calls: string[];
let requestIds: (string | string[] | undefined)[];
let api: Server;
let apiBase: string;

beforeAll(async () => {
  api = createServer((request, response) => {
    calls.push(request.url ?? '');
    requestIds.push(request.headers['x-request-id']);
    const { status, body, delayMs } = reply;
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  reply = { status: 200, body: saved, delayMs: 0 };
  calls = [];
  requestIds = [];
});

describe("the shop's contact details for the host's pages", () => {
  it("are the API's public answer, asked for each page, so what the owner saves reaches the next one", async () => {
    const contactFor = shopContactFromApi();
    expect(await contactFor(apiBase, 'page-1')).toEqual(saved);

    reply.body = { ...saved, phone: null };
    expect(await contactFor(apiBase, 'page-2')).toEqual({ ...saved, phone: null });
    expect(calls).toEqual(['/api/settings/shop-contact', '/api/settings/shop-contact']);
    // Each call carries the id of the page it was made for, which the API's log lines then carry.
    expect(requestIds).toEqual(['page-1', 'page-2']);
  });

  it('are asked once for pages composed while the call is on its way', async () => {
    reply.delayMs = 50;
    const contactFor = shopContactFromApi();
    expect(
      await Promise.all([
        contactFor(apiBase, 'page-1'),
        contactFor(apiBase, 'page-1'),
        contactFor(apiBase, 'page-1'),
      ]),
    ).toEqual([saved, saved, saved]);
    expect(calls).toHaveLength(1);
  });

  it('hold a page up for a third of a second at most; the late answer serves a page whose own call is late', async () => {
    reply.delayMs = 1_000;
    const contactFor = shopContactFromApi();
    const started = performance.now();
    expect(await contactFor(apiBase, 'page-1')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(900);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await contactFor(apiBase, 'page-1')).toEqual(saved);
    expect(calls).toHaveLength(2);
  });

  it('keep the last details when the API fails', async () => {
    const contactFor = shopContactFromApi();
    expect(await contactFor(apiBase, 'page-1')).toEqual(saved);
    reply = { status: 503, body: { message: 'Service Unavailable' }, delayMs: 0 };
    expect(await contactFor(apiBase, 'page-1')).toEqual(saved);
    expect(calls).toHaveLength(2);
  });

  it('are unknown when the API cannot be reached or answers what the contract does not allow', async () => {
    expect(await shopContactFromApi()('http://127.0.0.1:9', 'page-1')).toBeUndefined();
    reply.body = { ...saved, phone: 98_765 };
    expect(await shopContactFromApi()(apiBase, 'page-1')).toBeUndefined();
  });
});
