import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './app.js';
import { defaultOptions } from './config.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = buildSandbox({ logLevel: 'silent' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('sandbox', () => {
  it('reports its health', async () => {
    const response = await app.inject({ url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it("lets the vendor scripts call it from the shop's origin", async () => {
    for (const url of ['/razorpay/__sandbox/pay', '/google/__sandbox/token']) {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('forgets orders, payments and shipments on reset', async () => {
    const { keyId, keySecret } = defaultOptions.razorpay;
    const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    const order = await app.inject({
      method: 'POST',
      url: '/razorpay/v1/orders',
      headers: { authorization },
      payload: { amount: 50_000, currency: 'INR' },
    });
    const orderUrl = `/razorpay/v1/orders/${order.json<{ id: string }>().id}`;
    expect((await app.inject({ url: orderUrl, headers: { authorization } })).statusCode).toBe(200);

    const { email, password } = defaultOptions.shiprocket;
    const login = await app.inject({
      method: 'POST',
      url: '/shiprocket/v1/external/auth/login',
      payload: { email, password },
    });
    const shiprocket = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const shipment = await app.inject({
      method: 'POST',
      url: '/shiprocket/v1/external/orders/create/adhoc',
      headers: shiprocket,
      payload: {
        order_id: 'RESET-1',
        order_date: '2026-11-20',
        pickup_location: 'Primary',
        billing_customer_name: 'Asha',
        billing_address: '12 Temple Street',
        billing_city: 'Chennai',
        billing_pincode: '600002',
        billing_state: 'Tamil Nadu',
        billing_country: 'India',
        billing_email: 'asha@example.in',
        billing_phone: '9876543210',
        shipping_is_billing: true,
        order_items: [{ name: 'Brass diya', sku: 'diya', units: 1, selling_price: 499 }],
        payment_method: 'Prepaid',
        sub_total: 499,
        length: 10,
        breadth: 10,
        height: 10,
        weight: 0.4,
      },
    });
    const shipmentId = shipment.json<{ shipment_id: number }>().shipment_id;

    expect((await app.inject({ method: 'POST', url: '/__sandbox/reset' })).json()).toEqual({ status: 'ok' });

    expect((await app.inject({ url: orderUrl, headers: { authorization } })).statusCode).toBe(400);
    const assign = await app.inject({
      method: 'POST',
      url: '/shiprocket/v1/external/courier/assign/awb',
      headers: shiprocket,
      payload: { shipment_id: shipmentId },
    });
    // The token outlives the reset; the shipment does not.
    expect(assign.statusCode).toBe(400);
  });
});
