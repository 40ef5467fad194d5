import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = buildSandbox({ logLevel: 'silent' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

beforeEach(async () => {
  await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
});

const setFault = (payload: object) => app.inject({ method: 'POST', url: '/__sandbox/faults', payload });
const razorpayOrder = () => app.inject({ url: '/razorpay/v1/orders/order_00000000000000' });
const shiprocketLogin = () =>
  app.inject({
    method: 'POST',
    url: '/shiprocket/v1/external/auth/login',
    payload: { email: 'x', password: 'y' },
  });
const googleCerts = () => app.inject({ url: '/google/oauth2/v3/certs' });

describe('fault switches', () => {
  it('lists every service, all healthy at first', async () => {
    const response = await app.inject({ url: '/__sandbox/faults' });
    expect(response.json()).toEqual({
      faults: { razorpay: { mode: 'none' }, shiprocket: { mode: 'none' }, google: { mode: 'none' } },
    });
  });

  it('refuses an unknown service, mode or delay', async () => {
    for (const payload of [
      { service: 'paypal', mode: 'down' },
      { service: 'razorpay', mode: 'flaky' },
      { service: 'razorpay', mode: 'slow', delayMs: -1 },
    ]) {
      expect((await setFault(payload)).statusCode).toBe(400);
    }
  });

  it('takes one service down with 503 in its own error shape, leaving its script and the others up', async () => {
    await setFault({ service: 'razorpay', mode: 'down' });
    const down = await razorpayOrder();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      error: { code: 'SERVER_ERROR', description: 'Service Unavailable' },
    });
    expect(
      (await app.inject({ method: 'POST', url: '/razorpay/__sandbox/pay', payload: {} })).statusCode,
    ).toBe(503);
    expect((await app.inject({ url: '/razorpay/checkout.js' })).statusCode).toBe(200);
    expect((await shiprocketLogin()).statusCode).toBe(400);
    expect((await googleCerts()).statusCode).toBe(200);

    await setFault({ service: 'razorpay', mode: 'none' });
    expect((await razorpayOrder()).statusCode).toBe(401);
  });

  it('makes each service fail with 500 in its own error shape', async () => {
    for (const service of ['razorpay', 'shiprocket', 'google']) await setFault({ service, mode: 'error' });
    const razorpay = await razorpayOrder();
    expect(razorpay.statusCode).toBe(500);
    expect(razorpay.json()).toMatchObject({ error: { code: 'SERVER_ERROR' } });
    const shiprocket = await shiprocketLogin();
    expect(shiprocket.statusCode).toBe(500);
    expect(shiprocket.json()).toEqual({ message: 'Server Error', status_code: 500 });
    const google = await googleCerts();
    expect(google.statusCode).toBe(500);
    expect(google.json()).toMatchObject({ error: { code: 500, status: 'INTERNAL' } });
    expect((await app.inject({ url: '/google/gsi/client' })).statusCode).toBe(200);

    await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
    expect((await googleCerts()).statusCode).toBe(200);
  });

  it('slows a service down, then answers normally', async () => {
    const listed = await setFault({ service: 'shiprocket', mode: 'slow', delayMs: 150 });
    expect(listed.json()).toMatchObject({ faults: { shiprocket: { mode: 'slow', delayMs: 150 } } });
    const started = performance.now();
    const response = await shiprocketLogin();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.statusCode).toBe(400);
  });
});
