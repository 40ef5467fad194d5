import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';
import type { SandboxOverrides } from '../config.js';
import { hmacSha256Hex } from './signature.js';

const keyId = 'rzp_test_unit';
const keySecret = 'unit_secret';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const auth = { authorization: basic(keyId, keySecret) };

let app: FastifyInstance;

async function start(overrides: SandboxOverrides = {}) {
  app = buildSandbox({
    logLevel: 'silent',
    ...overrides,
    razorpay: { keyId, keySecret, ...overrides.razorpay },
  });
  await app.ready();
}

async function createOrder(amount = 123_400) {
  const response = await app.inject({
    method: 'POST',
    url: '/razorpay/v1/orders',
    headers: auth,
    payload: { amount, currency: 'INR', receipt: 'rcpt_1', notes: { shop: 'brass' } },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: string; amount: number }>();
}

const checkout = (path: 'pay' | 'fail', orderId: string, key = keyId) =>
  app.inject({
    method: 'POST',
    url: `/razorpay/__sandbox/${path}`,
    payload: { key, order_id: orderId, email: 'asha@example.in', contact: '+919876543210' },
  });

afterEach(async () => {
  await app.close();
});

describe('Razorpay orders API', () => {
  beforeEach(() => start());

  it("refuses a missing or wrong basic auth with Razorpay's error body", async () => {
    for (const headers of [{}, { authorization: basic(keyId, 'wrong') }, { authorization: 'Bearer x' }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/razorpay/v1/orders',
        headers,
        payload: { amount: 50_000, currency: 'INR' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
  });

  it('creates an order entity and reads it back', async () => {
    const order = await createOrder();
    expect(order).toMatchObject({
      entity: 'order',
      amount: 123_400,
      amount_paid: 0,
      amount_due: 123_400,
      currency: 'INR',
      receipt: 'rcpt_1',
      status: 'created',
      attempts: 0,
      notes: { shop: 'brass' },
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(order).toHaveProperty('created_at', expect.any(Number));

    const read = await app.inject({ url: `/razorpay/v1/orders/${order.id}`, headers: auth });
    expect(read.json()).toEqual(order);
  });

  it('answers empty notes as [] and takes form-encoded bodies, as Razorpay does', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/razorpay/v1/orders',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=50000&currency=INR',
    });
    expect(response.json()).toMatchObject({ amount: 50_000, notes: [], receipt: null });
  });

  it.each([
    [{ currency: 'INR' }, 'amount', 'The amount field is required.'],
    [{ amount: 99, currency: 'INR' }, 'amount', 'Order amount less than minimum amount allowed'],
    [{ amount: 100.5, currency: 'INR' }, 'amount', 'The amount must be an integer.'],
    [{ amount: 1000 }, 'currency', 'The currency field is required.'],
    [{ amount: 1000, currency: 'INR', receipt: 'r'.repeat(41) }, 'receipt', expect.any(String)],
    [
      {
        amount: 1000,
        currency: 'INR',
        notes: Object.fromEntries([...Array(16).keys()].map((i) => [`k${i}`, 'v'])),
      },
      'notes',
      'Number of fields in notes should be less than or equal to 15',
    ],
  ])('refuses the bad body %j with a 400 naming the field', async (payload, field, description) => {
    const response = await app.inject({ method: 'POST', url: '/razorpay/v1/orders', headers: auth, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        field,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
      },
    });
  });

  it('refuses malformed JSON in the same shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/razorpay/v1/orders',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR' } });
  });

  it('answers unknown order and payment ids with "The id provided does not exist"', async () => {
    for (const url of [
      '/razorpay/v1/orders/order_000000000000000',
      '/razorpay/v1/payments/pay_00000000000000',
    ]) {
      const response = await app.inject({ url, headers: auth });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { description: 'The id provided does not exist' } });
    }
  });
});

describe('Razorpay Checkout payments', () => {
  beforeEach(() => start());

  it('pays an order: the signature verifies with the key secret, the payment is captured', async () => {
    const order = await createOrder();
    const pay = await checkout('pay', order.id);
    expect(pay.statusCode).toBe(200);
    const response = pay.json<Record<string, string>>();
    expect(Object.keys(response).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(response.razorpay_order_id).toBe(order.id);
    expect(response.razorpay_signature).toBe(
      hmacSha256Hex(keySecret, `${order.id}|${response.razorpay_payment_id}`),
    );

    const payment = await app.inject({
      url: `/razorpay/v1/payments/${response.razorpay_payment_id}`,
      headers: auth,
    });
    expect(payment.json()).toMatchObject({
      id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      entity: 'payment',
      amount: 123_400,
      currency: 'INR',
      status: 'captured',
      order_id: order.id,
      method: 'card',
      captured: true,
      email: 'asha@example.in',
      contact: '+919876543210',
      error_code: null,
      error_description: null,
      created_at: expect.any(Number),
    });

    const paidOrder = await app.inject({ url: `/razorpay/v1/orders/${order.id}`, headers: auth });
    expect(paidOrder.json()).toMatchObject({
      status: 'paid',
      amount_paid: 123_400,
      amount_due: 0,
      attempts: 1,
    });

    const again = await checkout('pay', order.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { description: 'Order has already been paid' } });
  });

  it('pays an order with a card issued abroad in rupees all the same, marked international, at the international fee', async () => {
    const order = await createOrder();
    const pay = await app.inject({
      method: 'POST',
      url: '/razorpay/__sandbox/pay',
      payload: { key: keyId, order_id: order.id, email: 'maya@example.com', card: 'international' },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const { razorpay_payment_id: paymentId, razorpay_signature: signature } =
      pay.json<Record<string, string>>();
    expect(signature).toBe(hmacSha256Hex(keySecret, `${order.id}|${paymentId}`));
    const payment = await app.inject({ url: `/razorpay/v1/payments/${paymentId}`, headers: auth });
    // 3 % of ₹1,234 is 3,702 paise, and 18 % GST on it 666.
    expect(payment.json()).toMatchObject({
      amount: 123_400,
      currency: 'INR',
      status: 'captured',
      international: true,
      method: 'card',
      fee: 3_702 + 666,
      tax: 666,
    });
    const domestic = await checkout('pay', (await createOrder()).id);
    const paidInIndia = await app.inject({
      url: `/razorpay/v1/payments/${domestic.json<Record<string, string>>().razorpay_payment_id}`,
      headers: auth,
    });
    expect(paidInIndia.json()).toMatchObject({ international: false, fee: 2_468 + 444 });
  });

  it('refuses a card the sandbox does not have', async () => {
    const order = await createOrder();
    const pay = await app.inject({
      method: 'POST',
      url: '/razorpay/__sandbox/pay',
      payload: { key: keyId, order_id: order.id, card: 'amex' },
    });
    expect(pay.statusCode).toBe(400);
    expect(pay.json()).toMatchObject({
      error: { description: 'The card field must be domestic or international.', field: 'card' },
    });
  });

  it("records a declined card with Razorpay's failure body, and lets the order be paid after", async () => {
    const order = await createOrder();
    const fail = await checkout('fail', order.id);
    expect(fail.statusCode).toBe(200);
    const failure = fail.json<{ error: { metadata: { payment_id: string } } }>();
    expect(failure).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed because the card was declined by the bank',
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      },
    });

    const payment = await app.inject({
      url: `/razorpay/v1/payments/${failure.error.metadata.payment_id}`,
      headers: auth,
    });
    expect(payment.json()).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed because the card was declined by the bank',
    });
    const attempted = await app.inject({ url: `/razorpay/v1/orders/${order.id}`, headers: auth });
    expect(attempted.json()).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });

    expect((await checkout('pay', order.id)).statusCode).toBe(200);
  });

  it('refuses a wrong key id and an unknown order', async () => {
    const order = await createOrder();
    expect((await checkout('pay', order.id, 'rzp_test_other')).statusCode).toBe(401);
    const unknown = await checkout('pay', 'order_000000000000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { description: 'The id provided does not exist' } });
  });

  it('serves checkout.js calling back the sandbox that served it', async () => {
    const script = await app.inject({ url: '/razorpay/checkout.js', headers: { host: '127.0.0.1:4010' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toBe('no-cache');
    expect(script.body).toContain('window.Razorpay = Razorpay');
    expect(script.body).toContain('("http://127.0.0.1:4010/razorpay")');
  });
});

describe('Razorpay refunds', () => {
  beforeEach(() => start());

  async function capturedPayment(): Promise<string> {
    const order = await createOrder();
    return (await checkout('pay', order.id)).json<{ razorpay_payment_id: string }>().razorpay_payment_id;
  }

  const refund = (paymentId: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/razorpay/v1/payments/${paymentId}/refund`, headers: auth, payload });

  const payment = async (paymentId: string) =>
    (await app.inject({ url: `/razorpay/v1/payments/${paymentId}`, headers: auth })).json();

  it('refunds part of a payment, then the rest; the payment turns refunded only when all is back', async () => {
    const paymentId = await capturedPayment();
    const part = await refund(paymentId, { amount: 23_400, receipt: 'ord_1', notes: { reason: 'chipped' } });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      entity: 'refund',
      amount: 23_400,
      currency: 'INR',
      payment_id: paymentId,
      receipt: 'ord_1',
      notes: { reason: 'chipped' },
      status: 'processed',
    });
    expect(await payment(paymentId)).toMatchObject({
      status: 'captured',
      amount_refunded: 23_400,
      refund_status: 'partial',
    });

    const rest = await refund(paymentId, {});
    expect(rest.json()).toMatchObject({ amount: 100_000, status: 'processed' });
    expect(await payment(paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 123_400,
      refund_status: 'full',
    });

    const list = await app.inject({ url: `/razorpay/v1/payments/${paymentId}/refunds`, headers: auth });
    expect(list.json()).toMatchObject({ entity: 'collection', count: 2 });
    const one = await app.inject({
      url: `/razorpay/v1/refunds/${part.json<{ id: string }>().id}`,
      headers: auth,
    });
    expect(one.json()).toMatchObject({ amount: 23_400, payment_id: paymentId });
  });

  it('never refunds more than was captured, and refuses unknown payments and bad amounts', async () => {
    const paymentId = await capturedPayment();
    const tooMuch = await refund(paymentId, { amount: 123_401 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The refund amount provided is greater than amount captured',
      },
    });
    expect((await refund(paymentId, { amount: 100_000 })).statusCode).toBe(200);
    const overRest = await refund(paymentId, { amount: 50_000 });
    expect(overRest.json()).toMatchObject({
      error: { description: 'The total refund amount is greater than the refund payment amount' },
    });
    expect((await refund(paymentId, { amount: 12.5 })).json()).toMatchObject({
      error: { description: 'The amount must be an integer.', field: 'amount' },
    });
    const unknown = await refund('pay_00000000000000', {});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { description: 'The id provided does not exist' } });
  });
});

describe('Razorpay payments list', () => {
  let clock = 1_780_000_000_000;
  beforeEach(() => start({ now: () => clock }));

  async function paidAt(seconds: number): Promise<string> {
    clock = seconds * 1000;
    const order = await createOrder();
    return (await checkout('pay', order.id)).json<{ razorpay_payment_id: string }>().razorpay_payment_id;
  }

  const list = (query: string) => app.inject({ url: `/razorpay/v1/payments?${query}`, headers: auth });

  it('lists the payments created from `from` to `to`, newest first, a page at a time', async () => {
    const [first, second, third] = [
      await paidAt(1_780_000_000),
      await paidAt(1_780_000_060),
      await paidAt(1_780_000_120),
    ];
    await paidAt(1_780_000_500);

    const page = await list('from=1780000000&to=1780000120&count=2&skip=0');
    expect(page.statusCode).toBe(200);
    const body = page.json<{ entity: string; count: number; items: { id: string; status: string }[] }>();
    expect([body.entity, body.count, body.items.map((payment) => payment.id)]).toEqual([
      'collection',
      2,
      [third, second],
    ]);
    expect(body.items[0]).toMatchObject({ entity: 'payment', status: 'captured' });
    const next = (await list('from=1780000000&to=1780000120&count=2&skip=2')).json<{
      items: { id: string }[];
    }>();
    expect(next.items.map((payment) => payment.id)).toEqual([first]);
  });

  it("refuses a count over 100 and a time outside Razorpay's range, with Razorpay's words", async () => {
    expect((await list('count=101')).json()).toMatchObject({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The count must be between 1 and 100.',
        field: 'count',
      },
    });
    expect((await list('from=12')).json()).toMatchObject({
      error: { description: 'from must be between 946684800 and 4765046400', field: 'from' },
    });
    expect((await list('skip=-1')).statusCode).toBe(400);
    expect((await app.inject({ url: '/razorpay/v1/payments' })).statusCode).toBe(401);
  });
});

describe('Razorpay webhook', () => {
  interface Received {
    headers: IncomingHttpHeaders;
    body: string;
  }
  const received: Received[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  const webhookSecret = 'unit_webhook_secret';

  beforeEach(async () => {
    received.length = 0;
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    await start({ razorpay: { webhook: { url: `http://127.0.0.1:${port}/hook`, secret: webhookSecret } } });
  });

  afterEach(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  async function nextDelivery(count: number): Promise<Received> {
    await expect.poll(() => received.length).toBe(count);
    const delivery = received[count - 1];
    if (!delivery) throw new Error('No delivery');
    return delivery;
  }

  it('posts payment.captured signed with the webhook secret, and replays it with the same event id', async () => {
    const order = await createOrder();
    const paymentId = (await checkout('pay', order.id)).json<{ razorpay_payment_id: string }>()
      .razorpay_payment_id;

    const first = await nextDelivery(1);
    expect(first.headers['x-razorpay-signature']).toBe(hmacSha256Hex(webhookSecret, first.body));
    expect(first.headers['x-razorpay-event-id']).toMatch(/^evt_[A-Za-z0-9]{14}$/);
    expect(JSON.parse(first.body)).toMatchObject({
      entity: 'event',
      account_id: expect.stringMatching(/^acc_/),
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: { entity: { id: paymentId, order_id: order.id, status: 'captured', amount: 123_400 } },
      },
      created_at: expect.any(Number),
    });

    const replay = await app.inject({
      method: 'POST',
      url: '/__sandbox/razorpay/webhook-replay',
      payload: { payment_id: paymentId },
    });
    expect(replay.json()).toEqual({
      event_id: first.headers['x-razorpay-event-id'],
      delivered: true,
      status: 200,
    });
    const second = await nextDelivery(2);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-razorpay-event-id']).toBe(first.headers['x-razorpay-event-id']);
  });

  it('sends nothing for a declined card and answers 404 to a replay of an unknown payment', async () => {
    const order = await createOrder();
    await checkout('fail', order.id);
    const replay = await app.inject({
      method: 'POST',
      url: '/__sandbox/razorpay/webhook-replay',
      payload: { payment_id: 'pay_00000000000000' },
    });
    expect(replay.statusCode).toBe(404);
    expect(received).toHaveLength(0);
  });
});

describe('Razorpay webhook replay without a webhook', () => {
  beforeEach(() => start());

  it('says what to set', async () => {
    const replay = await app.inject({
      method: 'POST',
      url: '/__sandbox/razorpay/webhook-replay',
      payload: { payment_id: 'pay_00000000000000' },
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json<{ error: string }>().error).toContain('SANDBOX_RAZORPAY_WEBHOOK_URL');
  });
});
