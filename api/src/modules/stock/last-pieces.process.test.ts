/**
 * Two API processes on one PostgreSQL database, as a load balancer runs them: eight shoppers on both
 * open payment orders for the last 3 pieces (nothing is taken yet), pay at once, and each payment is
 * placed through both processes at the same moment (the browser and a retry, or two tabs). Exactly 3
 * orders are made, the stock never goes below 0, and each of the 5 others is refunded exactly once.
 */
import type { CalculateShippingResponse, PaymentOrderResponse } from '@brass/shared/contracts/checkout';
import { formatRupees } from '@brass/shared/money';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, HttpShopper } from '../../../test/http-shopper.js';
import { address, createOrderBody } from '../../../test/orders-support.js';
import { startReplicas, type Replicas } from '../../../test/replicas.js';

const mini = { id: 'ganesha-mini-dashboard', name: 'Mini Ganesha for Car Dashboard (2.5 inch)' };

let replicas: Replicas;

beforeAll(async () => {
  replicas = await startReplicas();
});
afterAll(() => replicas?.stop());

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: replicas.database.url });
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
  it('go to exactly 3 of 8 shoppers paying at once; each of the others is refunded once', async () => {
    await query('UPDATE products SET stock = 3 WHERE id = $1', [mini.id]);
    const urls = replicas.processes.map((replica) => replica.url);
    const line = [{ productId: mini.id, quantity: 1 }];
    const checkouts = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const url = urls[i % 2]!;
        const shopper = await HttpShopper.signUp(url, replicas.sandbox);
        const quote = await call<CalculateShippingResponse>(`${url}/api/shiprocket/calculate-shipping`, {
          body: { pickupPincode: '600001', deliveryPincode: address.zip, products: line },
        });
        expect(quote.status).toBe(200);
        const opened = await call<PaymentOrderResponse>(`${url}/api/razorpay/create-order`, {
          headers: shopper.headers,
          body: createOrderBody(quote.body, line),
        });
        // Payment orders take nothing: all eight may pay.
        expect(opened.status).toBe(200);
        return {
          shopper,
          amount: opened.body.order.amount,
          payment: await replicas.sandbox.pay(opened.body.order.id),
        };
      }),
    );
    expect(await stockOf(mini.id)).toBe(3);

    const answers = await Promise.all(
      checkouts.map(({ shopper, payment }) =>
        Promise.all(urls.map((url) => shopper.placeOrder(url, payment, line))),
      ),
    );

    const sold = answers.filter((pair) => pair.some((answer) => answer.status === 201));
    expect(sold).toHaveLength(3);
    for (const pair of sold) expect(pair.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await stockOf(mini.id)).toBe(0);
    const [made] = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE razorpay_payment_id = ANY($1)',
      [checkouts.map(({ payment }) => payment.razorpay_payment_id)],
    );
    expect(made!.n).toBe(3);

    for (const [i, pair] of answers.entries()) {
      const { payment, amount } = checkouts[i]!;
      const refunds = (
        await replicas.sandbox.razorpay('GET', `/v1/payments/${payment.razorpay_payment_id}/refunds`)
      ).json<{ items: { amount: number }[] }>().items;
      if (sold.includes(pair)) {
        expect(refunds).toEqual([]);
        continue;
      }
      expect(refunds.map((refund) => refund.amount)).toEqual([amount]);
      const said = `sold out while you were paying. Your payment of ${formatRupees(amount / 100)}`;
      for (const answer of pair) {
        expect(answer.status).toBe(409);
        expect((answer.body as { message?: string }).message).toContain(`${mini.name} ${said}`);
      }
    }
  });
});
