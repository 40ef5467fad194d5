/**
 * Two API processes on one PostgreSQL database, as a load balancer runs them: the browser's call after
 * the payment and Razorpay's webhook for the same payment reach both at once, and exactly one order
 * comes of it.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSecrets } from '../../config.js';
import { HttpShopper } from '../../../test/http-shopper.js';
import { capturedEvent } from '../../../test/orders-support.js';
import { startReplicas, type Replicas } from '../../../test/replicas.js';

let replicas: Replicas;

beforeAll(async () => {
  replicas = await startReplicas();
});
afterAll(() => replicas?.stop());

async function deliver(apiUrl: string, event: { body: string; signature: string }, eventId: string) {
  const response = await fetch(`${apiUrl}/api/razorpay/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': event.signature,
      'x-razorpay-event-id': eventId,
    },
    body: event.body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function ordersOfPayment(paymentId: string): Promise<number> {
  const client = new pg.Client({ connectionString: replicas.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE razorpay_payment_id = $1',
      [paymentId],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe('two API processes on one database', () => {
  it('make exactly one order of one payment sent to both by the browser and the webhook at once', async () => {
    const urls = replicas.processes.map((replica) => replica.url);
    const shopper = await HttpShopper.signUp(urls[0]!, replicas.sandbox);
    const payment = await shopper.pay(urls[1]!);
    const event = await capturedEvent(
      replicas.sandbox,
      payment.razorpay_payment_id,
      developmentSecrets.RAZORPAY_WEBHOOK_SECRET,
    );

    const [placed, delivered] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, (_, i) => shopper.placeOrder(urls[i % 2]!, payment))),
      Promise.all(
        urls.flatMap((url) => [
          deliver(url, event, 'evt_Replicas0001'),
          deliver(url, event, 'evt_Replicas0001'),
        ]),
      ),
    ]);

    for (const answer of placed) expect([200, 201]).toContain(answer.status);
    expect(placed.filter((answer) => answer.status === 201).length).toBeLessThanOrEqual(1);
    expect(new Set(placed.map((answer) => answer.body.order?._id)).size).toBe(1);
    for (const answer of delivered) expect(answer).toEqual({ status: 200, body: { status: 'ok' } });

    expect(await ordersOfPayment(payment.razorpay_payment_id)).toBe(1);
    for (const url of urls) {
      expect((await shopper.orders(url)).map((order) => order._id)).toEqual([placed[0]!.body.order?._id]);
    }
  });
});
