/**
 * Two API processes on one PostgreSQL database, as a load balancer runs them: shoppers on both ask for
 * the last pieces at once and exactly as many as there are get them; then both processes' release
 * passes, running every second, put the pieces of the unpaid payment orders back exactly once.
 */
import { shortOfStockMessage } from '@brass/shared/stock-state';
import type { CalculateShippingResponse } from '@brass/shared/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresServerUrl,
  scratchPostgresDatabase,
  startApiProcess,
  type ApiProcess,
  type ScratchDatabase,
} from '../../test/api-process.js';
import { call, HttpShopper, sandboxEnv } from '../../test/http-shopper.js';
import { address, createOrderBody, startSandbox, type Sandbox } from '../orders/test-support.js';

const mini = { id: 'ganesha-mini-dashboard', name: 'Mini Ganesha for Car Dashboard (2.5 inch)' };

let sandbox: Sandbox;
let database: ScratchDatabase;
let replicas: ApiProcess[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  database = await scratchPostgresDatabase(postgresServerUrl());
  replicas = await Promise.all(
    [1, 2].map(() =>
      startApiProcess({
        DATABASE_URL: database.url,
        ...sandboxEnv(sandbox),
        STOCK_HOLD_MINUTES: '1',
        SHIPMENT_RETRY_INTERVAL_MS: '1000',
      }),
    ),
  );
});
afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await database?.drop();
  await sandbox?.close();
});

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const stockOf = async (productId: string) =>
  (await query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]))[0]!.stock;

describe('the last pieces, sold by two API processes on one database', () => {
  it('go to exactly 3 of 8 shoppers asking at once, and come back once when nobody pays', async () => {
    await query('UPDATE products SET stock = 3 WHERE id = $1', [mini.id]);
    const urls = replicas.map((replica) => replica.url);
    const line = [{ productId: mini.id, quantity: 1 }];
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const url = urls[i % 2]!;
        const shopper = await HttpShopper.signUp(url, sandbox);
        const quote = await call<CalculateShippingResponse>(`${url}/api/shiprocket/calculate-shipping`, {
          body: { pickupPincode: '600001', deliveryPincode: address.zip, products: line },
        });
        expect(quote.status).toBe(200);
        return { url, shopper, quote: quote.body };
      }),
    );

    const answers = await Promise.all(
      shoppers.map(({ url, shopper, quote }) =>
        call<{ message?: string }>(`${url}/api/razorpay/create-order`, {
          headers: shopper.headers,
          body: createOrderBody(quote, line),
        }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect([
        shortOfStockMessage(mini.name, 0),
        shortOfStockMessage(mini.name, 1),
        shortOfStockMessage(mini.name, 2),
      ]).toContain(refused.body.message);
    }
    expect(await stockOf(mini.id)).toBe(0);

    // The hold is a minute; each process runs its release pass every second.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const [held] = await query<{ n: number }>(
        "SELECT count(*)::int AS n FROM stock_reservations WHERE status = 'held'",
      );
      if (held!.n === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    // A few more passes of both processes change nothing.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await stockOf(mini.id)).toBe(3);
    const statuses = await query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM stock_reservations GROUP BY status',
    );
    expect(statuses).toEqual([{ status: 'released', n: 3 }]);
  });
});
