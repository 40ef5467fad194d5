/**
 * A deploy or a scale-down sends SIGTERM: the API stops taking connections, finishes the requests it
 * is answering, closes the database and exits 0, well within the 10 s an orchestrator usually waits.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { address, cart, type Sandbox } from '../../test/orders-support.js';
import type { ApiProcess } from '../../test/api-process.js';
import { call, startShopProcess, type ShopProcess } from '../../test/http-shopper.js';

let shop: ShopProcess;
let sandbox: Sandbox;
let api: ApiProcess;

beforeAll(async () => {
  shop = await startShopProcess();
  ({ sandbox, api } = shop);
});
afterAll(() => shop?.close());

const quote = () =>
  call(`${api.url}/api/shiprocket/calculate-shipping`, {
    body: { pickupPincode: '600001', deliveryPincode: address.zip, products: cart },
  });

const serviceabilityCalls = () =>
  sandbox.received().filter((path) => path.includes('/courier/serviceability')).length;

/** What the promise gave if it settled within `ms`, else 'still running'. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T | 'still running'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'still running'>((resolve) => {
    timer = setTimeout(resolve, ms, 'still running');
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('SIGTERM', () => {
  it('lets the requests in flight finish, then exits 0 within 10 s', async () => {
    // Logged in to Shiprocket already, so that each request below is one slow call.
    expect((await quote()).status).toBe(200);
    await sandbox.control('/__sandbox/faults', { service: 'shiprocket', mode: 'slow', delayMs: 2000 });
    const before = serviceabilityCalls();
    const inFlight = Array.from({ length: 4 }, quote);
    await vi.waitFor(() => expect(serviceabilityCalls() - before).toBe(4), { timeout: 10_000, interval: 20 });

    const exited = api.stop('SIGTERM');
    for (const answer of await Promise.all(inFlight)) {
      expect(answer).toMatchObject({ status: 200, body: { fallback: false } });
    }
    expect(await within(10_000, exited)).toBe(0);
  });
});
