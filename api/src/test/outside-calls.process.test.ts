/**
 * Razorpay, Shiprocket and Google's keys can hang. No shopper waits on them for more than 10 s: each
 * call gives up in time and the shopper reads the shop's own message (or, for courier rates, gets the
 * default rates).
 */
import type { CalculateShippingResponse } from '@brass/shared/contracts/checkout';
import type { Order } from '@brass/shared/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSecrets } from '../config.js';
import { checkoutMessages } from '../modules/checkout/messages.js';
import { address, cart, type Sandbox } from '../../test/orders-support.js';
import { paymentMessages } from '../modules/payments/service.js';
import { messages as shippingMessages } from '../modules/shipping/service.js';
import type { ApiProcess } from '../../test/api-process.js';
import { call, HttpShopper, startShopProcess, type ShopProcess } from '../../test/http-shopper.js';

let shop: ShopProcess;
let sandbox: Sandbox;
let api: ApiProcess;

beforeAll(async () => {
  shop = await startShopProcess();
  ({ sandbox, api } = shop);
});
afterAll(() => shop?.close());

/** Longer than any of the shop's own time limits. */
const hang = { mode: 'slow', delayMs: 12_000 };

describe('outside services that hang', () => {
  it('answer every shopper within 10 s with the shop’s message', async () => {
    // Everything the calls below need, made while the services still answer.
    const shopper = await HttpShopper.signUp(api.url, sandbox);
    const placed = await shopper.placeOrder(api.url, await shopper.pay(api.url));
    const awb = placed.body.order?.shiprocketAwbCode;
    expect(awb).toMatch(/^\d{14}$/);
    const unplacedPayment = await shopper.pay(api.url);
    const quote = await call<CalculateShippingResponse>(`${api.url}/api/shiprocket/calculate-shipping`, {
      body: { pickupPincode: '600001', deliveryPincode: address.zip, products: cart },
    });
    const courier = quote.body.shippingCost.data.available_courier_companies[0]!;
    const google = await fetch(`${sandbox.url}/google/__sandbox/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'asha@example.com', client_id: developmentSecrets.GOOGLE_CLIENT_ID }),
    });
    const { credential } = (await google.json()) as { credential: string };

    for (const service of ['razorpay', 'shiprocket', 'google']) {
      await sandbox.control('/__sandbox/faults', { service, ...hang });
    }
    // Each call rejects if no answer comes within 10 s (http-shopper.ts).
    const [createOrder, placeOrder, rates, tracking, googleLogin] = await Promise.all([
      call(`${api.url}/api/razorpay/create-order`, {
        headers: shopper.headers,
        body: {
          amount: 1,
          currency: 'INR',
          receipt: 'receipt_hang',
          cart,
          quoteId: quote.body.quoteId,
          courierId: courier.courier_company_id,
          address,
        },
      }),
      shopper.placeOrder(api.url, unplacedPayment),
      call<CalculateShippingResponse>(`${api.url}/api/shiprocket/calculate-shipping`, {
        body: { pickupPincode: '600001', deliveryPincode: address.zip, products: cart },
      }),
      call(`${api.url}/api/shiprocket/track/${awb}`, { headers: shopper.headers }),
      call(`${api.url}/users/google-login`, { body: { token: credential } }),
    ]);

    expect(createOrder).toEqual({ status: 502, body: { message: paymentMessages.initiateFailed } });
    expect(placeOrder).toEqual({ status: 502, body: { message: checkoutMessages.razorpayUnavailable } });
    expect(rates).toMatchObject({ status: 200, body: { fallback: true } });
    expect(tracking).toEqual({ status: 502, body: { message: shippingMessages.trackingUnavailable } });
    expect(googleLogin).toEqual({ status: 401, body: { message: 'Google login failed' } });
    expect((await shopper.orders(api.url)).map((order: Order) => order._id)).toEqual([
      placed.body.order?._id,
    ]);
  });
});
