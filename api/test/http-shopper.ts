/**
 * A shopper of an API running in its own process (`api-process.ts`), over HTTP as the browser is: signs
 * up, asks for courier rates, creates the payment order, pays at the sandbox and places the order.
 */
import { randomUUID } from 'node:crypto';
import type {
  CalculateShippingResponse,
  CartLine,
  PaymentOrderResponse,
} from '@brass/shared/contracts/checkout';
import type { Order } from '@brass/shared/contracts/orders';
import {
  address,
  cart,
  codOrderBody,
  createOrderBody,
  placeOrderBody,
  startSandbox,
  type Sandbox,
  type SignedPayment,
} from './orders-support.js';
import { seedProducts } from '../src/seed/products.js';
import {
  postgresServerUrl,
  scratchPostgresDatabase,
  startApiProcess,
  type ApiProcess,
  type ScratchDatabase,
} from './api-process.js';

export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
}

/** Settings that point an API process at the sandbox and exempt the test's address from per-address limits. */
export const sandboxEnv = (sandbox: Sandbox): Record<string, string> => ({
  RAZORPAY_API_BASE: `${sandbox.url}/razorpay`,
  SHIPROCKET_API_BASE: `${sandbox.url}/shiprocket`,
  GOOGLE_JWKS_URL: `${sandbox.url}/google/oauth2/v3/certs`,
  RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
});

export interface ShopProcess {
  sandbox: Sandbox;
  database: ScratchDatabase;
  api: ApiProcess;
  /** Stops the API (if it still runs), drops the database and closes the sandbox. */
  close(): Promise<void>;
}

/** The sandbox in the test's process, and the API in its own on a scratch PostgreSQL database. */
export async function startShopProcess(): Promise<ShopProcess> {
  const sandbox = await startSandbox();
  const database = await scratchPostgresDatabase(postgresServerUrl());
  const api = await startApiProcess({ DATABASE_URL: database.url, ...sandboxEnv(sandbox) }).catch(
    async (error: unknown) => {
      await database.drop();
      await sandbox.close();
      throw error;
    },
  );
  return {
    sandbox,
    database,
    api,
    async close() {
      await api.stop();
      await database.drop();
      await sandbox.close();
    },
  };
}

/** One call; rejects only when no answer came (refused, reset, or nothing within 10 s). */
export async function call<T = unknown>(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpAnswer<T>> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A step of the checkout answered something else than it should have. */
export class UnexpectedAnswer extends Error {
  constructor(
    readonly step: string,
    readonly answer: HttpAnswer,
  ) {
    super(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

function expectStatus<T>(step: string, answer: HttpAnswer<T>, ...statuses: number[]): T {
  if (!statuses.includes(answer.status)) throw new UnexpectedAnswer(step, answer);
  return answer.body;
}

let turn = 0;

/** The seeded products sold as they are: one sold in sizes is bought only as one of them. */
const piecesSoldAsTheyAre = seedProducts.filter((product) => !product.variants);

/**
 * One piece of the next seeded product, round the catalogue: a test placing many orders spreads them
 * over every product (25 pieces each) instead of emptying one and being refused.
 */
function nextCart(): CartLine[] {
  const product = piecesSoldAsTheyAre[turn++ % piecesSoldAsTheyAre.length]!;
  return [{ productId: product.id, quantity: 1 }];
}

export class HttpShopper {
  private constructor(
    private readonly sandbox: Sandbox,
    readonly headers: { authorization: string },
    readonly email: string,
  ) {}

  /** A new account, signed in through `POST /api/users/register` of the API at `apiUrl`. */
  static async signUp(apiUrl: string, sandbox: Sandbox): Promise<HttpShopper> {
    const email = `shopper-${randomUUID()}@example.com`;
    const { token } = expectStatus(
      'register',
      await call<{ token: string }>(`${apiUrl}/api/users/register`, {
        body: { name: 'Process Shopper', email, password: `Brass-${randomUUID()}` },
      }),
      201,
    );
    return new HttpShopper(sandbox, { authorization: `Bearer ${token}` }, email);
  }

  /**
   * An account signed in with the sandbox's Google at the API at `apiUrl`, as the sign-in button does:
   * its address is confirmed, as cash on delivery needs. A new account, unless `email` names one.
   */
  static async signInWithGoogle(
    apiUrl: string,
    sandbox: Sandbox,
    email = `shopper-${randomUUID()}@example.com`,
  ): Promise<HttpShopper> {
    const { credential } = expectStatus(
      'google token',
      await call<{ credential: string }>(`${sandbox.url}/google/__sandbox/token`, {
        body: { name: 'Process Shopper', email, client_id: 'brass-sandbox.apps.googleusercontent.com' },
      }),
      200,
    );
    const { token } = expectStatus(
      'google-login',
      await call<{ token: string }>(`${apiUrl}/users/google-login`, { body: { token: credential } }),
      200,
    );
    return new HttpShopper(sandbox, { authorization: `Bearer ${token}` }, email);
  }

  /** The courier rates for the products, to the test address. */
  async quote(apiUrl: string, products: CartLine[]): Promise<CalculateShippingResponse> {
    return expectStatus(
      'calculate-shipping',
      await call<CalculateShippingResponse>(`${apiUrl}/api/shiprocket/calculate-shipping`, {
        body: { pickupPincode: '600001', deliveryPincode: address.zip, products },
      }),
      200,
    );
  }

  /** Rates, the payment order with the cheapest courier, and the payment at the sandbox. */
  async pay(apiUrl: string, products = nextCart()): Promise<SignedPayment> {
    const quote = await this.quote(apiUrl, products);
    const { order } = expectStatus(
      'create-order',
      await call<PaymentOrderResponse>(`${apiUrl}/api/razorpay/create-order`, {
        headers: this.headers,
        body: createOrderBody(quote, products),
      }),
      200,
    );
    return this.sandbox.pay(order.id);
  }

  /**
   * `POST /api/orders/` with the signed payment, as the browser sends it after Checkout. The order is
   * made from what create-order stored, so the body's cart need not be the one paid for.
   */
  placeOrder(
    apiUrl: string,
    payment: SignedPayment,
    products = cart,
  ): Promise<HttpAnswer<{ order?: Order }>> {
    return call(`${apiUrl}/api/orders/`, { headers: this.headers, body: placeOrderBody(payment, products) });
  }

  /** `POST /api/orders/cod` for the quote, with the cheapest courier that collects cash. */
  placeCodOrder(
    apiUrl: string,
    quote: CalculateShippingResponse,
    products: CartLine[],
  ): Promise<HttpAnswer<{ order?: Order }>> {
    return call(`${apiUrl}/api/orders/cod`, {
      headers: this.headers,
      body: codOrderBody(quote, address, products),
    });
  }

  async orders(apiUrl: string): Promise<Order[]> {
    return expectStatus(
      'getorders',
      await call<Order[]>(`${apiUrl}/api/orders/getorders`, { headers: this.headers }),
      200,
    );
  }
}
