/**
 * For tests only: the API on a private database, pointed at a sandbox of Razorpay and Shiprocket
 * listening on an ephemeral port, plus the steps of a paid checkout as the browser takes them.
 */
import * as v from 'valibot';
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import type { DeliveryAddress } from '@brass/shared/contracts/accounts';
import {
  placeOrderResponseSchema,
  type BusinessBuyer,
  type CalculateShippingResponse,
  type CartLine,
  type PaymentOrderResponse,
} from '@brass/shared/contracts/checkout';
import type { Order } from '@brass/shared/contracts/orders';
import type { LightMyRequestResponse } from 'fastify';
import { buildSandbox } from '@brass/sandbox/app';
import type { SandboxOverrides } from '@brass/sandbox/config';
import type { AppConfig } from '../src/config.js';
import { eq } from 'drizzle-orm';
import { products as productsTable, users } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import type { Role } from '../src/modules/users/roles.js';
import { createSessionTokens } from '../src/plugins/auth.js';
import { startTestApp, testConfig, type TestApp } from './app.js';

export const address: DeliveryAddress = {
  firstName: 'Asha',
  lastName: 'Iyer',
  phone: '+91 98400 12345',
  country: 'India',
  address1: '12 Car Street',
  address2: 'Mylapore',
  city: 'Chennai',
  region: 'Tamil Nadu',
  zip: '600004',
};

/** An address in the United States, with a ZIP+4-free ZIP code and a phone with its country code. */
export const usAddress: DeliveryAddress = {
  firstName: 'Emily',
  lastName: 'Carter',
  phone: '+1 (212) 555-0147',
  country: 'United States',
  address1: '350 Fifth Avenue',
  address2: 'Suite 4100',
  city: 'New York',
  region: 'New York',
  zip: '10118',
};

/** An address in the United Kingdom, its postcode typed in lower case and its county left out. */
export const ukAddress: DeliveryAddress = {
  firstName: 'Olivia',
  lastName: 'Hughes',
  phone: '+44 20 7946 0018',
  country: 'United Kingdom',
  address1: '10 Downing Street',
  city: 'London',
  region: '',
  zip: 'sw1a 2aa',
};

/** A heavy cast idol and a light one: ₹4,850 at 1,250 g and ₹650 at 160 g (see seed/products.ts). */
export const cart: CartLine[] = [
  { productId: 'ganesha-lost-wax-seated', quantity: 1 },
  { productId: 'ganesha-mini-dashboard', quantity: 2 },
];

export interface Shopper {
  id: string;
  headers: { authorization: string };
}

/** What Razorpay Checkout hands the page after a payment. */
export interface SignedPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The body the browser posts to /api/orders/ after Checkout succeeded. */
export function placeOrderBody(payment: SignedPayment, products: CartLine[] = cart): Record<string, unknown> {
  return {
    // What a tampered browser might send: none of it may reach the order.
    cart: products.map((line) => ({ ...line, name: 'Anything', price: 1 })),
    address,
    totalAmount: 1,
    pickupPincode: '600001',
    userId: 'usr_someoneelse',
    paymentMethod: 'razorpay',
    razorpayPaymentId: payment.razorpay_payment_id,
    razorpayOrderId: payment.razorpay_order_id,
    razorpaySignature: payment.razorpay_signature,
  };
}

/** The body the checkout posts to create-order, choosing the quote's cheapest courier. */
export function createOrderBody(
  quote: CalculateShippingResponse,
  products: CartLine[] = cart,
  amount = 1,
): Record<string, unknown> {
  const cheapest = quote.shippingCost.data.available_courier_companies.toSorted((a, b) => a.rate - b.rate)[0];
  if (!cheapest) throw new Error('No courier quoted');
  return {
    amount,
    currency: 'INR',
    receipt: `receipt_${Date.now()}`,
    cart: products,
    quoteId: quote.quoteId,
    courierId: cheapest.courier_id ?? cheapest.courier_company_id,
    address,
  };
}

/**
 * The body the checkout posts to /api/orders/cod, choosing the quote's cheapest courier that collects
 * cash (or the cheapest, where none does, for a refusal to be tested).
 */
export function codOrderBody(
  quote: CalculateShippingResponse,
  to: DeliveryAddress = address,
  products: CartLine[] = cart,
): Record<string, unknown> {
  const couriers = quote.shippingCost.data.available_courier_companies.toSorted((a, b) => a.rate - b.rate);
  const courier = couriers.find((option) => option.cod) ?? couriers[0];
  if (!courier) throw new Error('No courier quoted');
  return {
    amount: 1,
    cart: products,
    quoteId: quote.quoteId,
    courierId: courier.courier_id ?? courier.courier_company_id,
    address: to,
  };
}

/** Razorpay's `payment.captured` event for a payment at the sandbox, signed with `secret` as Razorpay signs it. */
export async function capturedEvent(
  sandbox: Sandbox,
  paymentId: string,
  secret: string,
): Promise<{ body: string; signature: string }> {
  const payment = (await sandbox.razorpay('GET', `/v1/payments/${paymentId}`)).json<object>();
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_BrassSandbox01',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: payment } },
    created_at: Math.floor(Date.now() / 1000),
  });
  return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
}

export interface Sandbox {
  url: string;
  /** Switches a service down, erroring or back to normal. */
  fault(service: 'razorpay' | 'shiprocket', mode: 'down' | 'error' | 'none'): Promise<void>;
  /** The paths of the requests that reached it over the network, oldest first. */
  received(): string[];
  /** Posts to one of the sandbox's own controls under /__sandbox and returns its answer. */
  control(path: string, payload: object): Promise<unknown>;
  pay(razorpayOrderId: string): Promise<SignedPayment>;
  /** Calls the sandbox's Razorpay API with the shop's key, as the API does. */
  razorpay(method: 'GET' | 'POST', path: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A port nothing listens on right now, for a server that must be known before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startSandbox(overrides: SandboxOverrides = {}): Promise<Sandbox> {
  const sandbox = buildSandbox({ logLevel: 'silent', ...overrides });
  const received: string[] = [];
  sandbox.server.on('request', (request: { url?: string }) => received.push(request.url ?? ''));
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.server.address();
  if (address === null || typeof address === 'string') throw new Error('The sandbox is not on a TCP port');
  const config = testConfig();
  const basic = `Basic ${Buffer.from(`${config.razorpay.keyId}:${config.razorpay.keySecret}`).toString('base64')}`;
  const control = async (path: string, payload: object) => {
    const response = await sandbox.inject({ method: 'POST', url: path, payload });
    if (response.statusCode !== 200) throw new Error(`${path} refused: ${response.body}`);
    return response.json<unknown>();
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    received: () => [...received],
    control,
    async fault(service, mode) {
      await control('/__sandbox/faults', { service, mode });
    },
    async pay(razorpayOrderId) {
      const response = await sandbox.inject({
        method: 'POST',
        url: '/razorpay/__sandbox/pay',
        payload: { key: config.razorpay.keyId, order_id: razorpayOrderId },
      });
      if (response.statusCode !== 200) throw new Error(`Sandbox payment refused: ${response.body}`);
      return response.json<SignedPayment>();
    },
    razorpay: (method, path, payload) =>
      sandbox.inject({
        method,
        url: `/razorpay${path}`,
        headers: { authorization: basic },
        ...(payload ? { payload } : {}),
      }),
    close: () => sandbox.close(),
  };
}

export interface CheckoutHarness extends TestApp {
  sandbox: Sandbox;
  /** The settings the app runs with. */
  config: AppConfig;
  /** A new account, signed in, its email confirmed unless `unconfirmed`; a shopper's unless `role` says. */
  shopper(options?: { unconfirmed?: boolean; role?: Role }): Promise<Shopper>;
  /** Puts exactly `stock` pieces of the product in stock. */
  setStock(productId: string, stock: number): Promise<void>;
  /** The pieces of the product in stock now. */
  stockOf(productId: string): Promise<number>;
  /** A quote to the harness's address, or to `deliveryPincode` (a ZIP code, a postcode) in `deliveryCountry`. */
  quote(
    products?: CartLine[],
    deliveryPincode?: string,
    deliveryCountry?: DeliveryAddress['country'],
  ): Promise<CalculateShippingResponse>;
  /** Quote, then create-order with the cheapest courier; the Razorpay order of the answer is unpaid. */
  paymentOrder(
    shopper: Shopper,
    options?: { products?: CartLine[]; amount?: number },
  ): Promise<PaymentOrderResponse>;
  /** The body the browser posts to /api/orders/ after Checkout succeeded. */
  placeOrderBody(payment: SignedPayment, products?: CartLine[]): Record<string, unknown>;
  /** The whole flow up to a signed payment, ready for /api/orders/. */
  paidCheckout(shopper: Shopper, products?: CartLine[]): Promise<SignedPayment>;
  /**
   * The whole checkout, order made: by default the cart delivered to the harness's address, bought by
   * the shopper for themselves rather than for `business`.
   */
  paidOrder(
    shopper: Shopper,
    options?: { products?: CartLine[]; to?: DeliveryAddress; business?: BusinessBuyer },
  ): Promise<Order>;
  /** The back office's change of an order's status (by its number or id), asked by `member` of staff. */
  changeOrderStatus(member: Shopper, order: string, status: string): Promise<LightMyRequestResponse>;
}

/** `env` overrides API settings; the sandbox's base URLs are set unless `env` names others. */
export async function startCheckoutHarness(
  env: Record<string, string> = {},
  sandboxOverrides: SandboxOverrides = {},
): Promise<CheckoutHarness> {
  const sandbox = await startSandbox(sandboxOverrides);
  const settings = {
    RAZORPAY_API_BASE: `${sandbox.url}/razorpay`,
    SHIPROCKET_API_BASE: `${sandbox.url}/shiprocket`,
    ...env,
  };
  const testApp = await startTestApp(settings);
  const { app, database } = testApp;
  const config = testConfig(settings);
  const tokens = createSessionTokens(config.jwt);

  const harness: CheckoutHarness = {
    ...testApp,
    sandbox,
    config,
    async shopper({ unconfirmed = false, role = 'shopper' } = {}) {
      const id = newId('usr');
      await database.db.insert(users).values({
        id,
        name: 'Test Shopper',
        email: `${id}@example.com`,
        emailVerifiedAt: unconfirmed ? null : new Date(),
        role,
      });
      return { id, headers: { authorization: `Bearer ${await tokens.issue(id)}` } };
    },
    async setStock(productId, stock) {
      await database.db.update(productsTable).set({ stock }).where(eq(productsTable.id, productId));
    },
    async stockOf(productId) {
      const [row] = await database.db
        .select({ stock: productsTable.stock })
        .from(productsTable)
        .where(eq(productsTable.id, productId));
      if (!row) throw new Error(`No product ${productId}`);
      return row.stock;
    },
    async quote(products = cart, deliveryPincode = address.zip, deliveryCountry = undefined) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/shiprocket/calculate-shipping',
        payload: { pickupPincode: '600001', deliveryPincode, products, deliveryCountry },
      });
      if (response.statusCode !== 200)
        throw new Error(`calculate-shipping: ${response.statusCode} ${response.body}`);
      return response.json<CalculateShippingResponse>();
    },
    async paymentOrder(shopper, { products = cart, amount = 1 } = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/razorpay/create-order',
        headers: shopper.headers,
        payload: createOrderBody(await harness.quote(products), products, amount),
      });
      if (response.statusCode !== 200)
        throw new Error(`create-order: ${response.statusCode} ${response.body}`);
      return response.json<PaymentOrderResponse>();
    },
    placeOrderBody,
    async paidCheckout(shopper, products = cart) {
      const { order } = await harness.paymentOrder(shopper, { products });
      return sandbox.pay(order.id);
    },
    async paidOrder(shopper, { products = cart, to = address, business } = {}) {
      const quote = await harness.quote(products, to.zip, to.country);
      const created = await app.inject({
        method: 'POST',
        url: '/api/razorpay/create-order',
        headers: shopper.headers,
        payload: { ...createOrderBody(quote, products), address: to, ...(business ? { business } : {}) },
      });
      if (created.statusCode !== 200) throw new Error(`create-order: ${created.statusCode} ${created.body}`);
      const payment = await sandbox.pay(created.json<PaymentOrderResponse>().order.id);
      const placed = await app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: shopper.headers,
        payload: { ...placeOrderBody(payment, products), address: to },
      });
      if (placed.statusCode !== 201) throw new Error(`order: ${placed.statusCode} ${placed.body}`);
      return v.parse(placeOrderResponseSchema, placed.json()).order;
    },
    changeOrderStatus: (member, order, status) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order}/status`,
        headers: member.headers,
        payload: { status },
      }),
    async close() {
      await testApp.close();
      await sandbox.close();
    },
  };
  return harness;
}
