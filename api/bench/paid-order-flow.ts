/**
 * Throughput of the whole paid-order flow, as the checkout drives it over HTTP: calculate-shipping,
 * create-order, the payment in (sandbox) Razorpay Checkout, then POST /api/orders/, which verifies the
 * payment with Razorpay and books the Shiprocket shipment before it answers. The sandbox runs as its
 * own process, as the real services would be elsewhere; the API runs in this process.
 *
 * Each flow is a different shopper from a different address (X-Forwarded-For from a trusted proxy), as
 * in the shop: the per-user and per-address rate limits are then what they are in production.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { inArray } from 'drizzle-orm';
import { products, users } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { createSessionTokens } from '../src/plugins/auth.js';
import { testConfig } from '../test/app.js';

const iterations = 100;
const concurrency = 10;

const cart = [
  { productId: 'ganesha-lost-wax-seated', quantity: 1 },
  { productId: 'ganesha-mini-dashboard', quantity: 2 },
];
const address = {
  firstName: 'Asha',
  lastName: 'Iyer',
  phone: '9840012345',
  country: 'India',
  address1: '12 Car Street',
  city: 'Chennai',
  region: 'Tamil Nadu',
  zip: '600004',
};

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function startSandboxProcess() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: fileURLToPath(new URL('../../sandbox/', import.meta.url)),
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited with ${child.exitCode}`);
    if (waited > 30_000) throw new Error('The sandbox did not start within 30 s');
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

async function post<T>(url: string, body: unknown, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Quote {
  quoteId: string;
  shippingCost: {
    data: {
      available_courier_companies: { rate: number; courier_company_id?: number; courier_id?: string }[];
    };
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Runs `iterations` flows, `concurrency` at a time, on `database`; every flow must end in a new order. */
export async function measurePaidOrderFlow(database: Database) {
  const sandbox = await startSandboxProcess();
  const config = testConfig({
    RAZORPAY_API_BASE: `${sandbox.url}/razorpay`,
    SHIPROCKET_API_BASE: `${sandbox.url}/shiprocket`,
    // The bench's requests come from this machine, standing in for the proxy that names each shopper.
    TRUST_PROXY: '127.0.0.1',
  });
  const app = await buildApp({ database, config });
  const api = await app.listen({ host: '127.0.0.1', port: 0 });
  const tokens = createSessionTokens(config.jwt);

  // Every flow must end in an order, so the stock holds enough for all of them.
  const pieces = (iterations + concurrency) * Math.max(...cart.map((line) => line.quantity));
  const ids = cart.map((line) => line.productId);
  await database.db.update(products).set({ stock: pieces }).where(inArray(products.id, ids));
  // Shoppers are made before the clock starts: signing up is not part of the flow.
  const shoppers = await Promise.all(
    Array.from({ length: iterations + concurrency }, async (_, index) => {
      const id = newId('usr');
      await database.db.insert(users).values({ id, name: 'Bench Shopper', email: `${id}@example.com` });
      return {
        authorization: `Bearer ${await tokens.issue(id)}`,
        'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      };
    }),
  );

  async function flow(index: number): Promise<number> {
    const headers = shoppers[index]!;
    const started = performance.now();
    const quote = await post<Quote>(
      `${api}/api/shiprocket/calculate-shipping`,
      { pickupPincode: '600001', deliveryPincode: address.zip, products: cart },
      headers,
    );
    const courier = quote.shippingCost.data.available_courier_companies.toSorted(
      (a, b) => a.rate - b.rate,
    )[0];
    const { order } = await post<{ order: { id: string; key_id: string } }>(
      `${api}/api/razorpay/create-order`,
      {
        amount: 0,
        currency: 'INR',
        receipt: `bench_${index}`,
        cart,
        quoteId: quote.quoteId,
        courierId: courier?.courier_id ?? courier?.courier_company_id,
        address,
      },
      headers,
    );
    const payment = await post<{
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    }>(`${sandbox.url}/razorpay/__sandbox/pay`, { key: order.key_id, order_id: order.id }, {});
    await post(
      `${api}/api/orders/`,
      {
        cart: cart.map((line) => ({ ...line, name: 'x', price: 1 })),
        address,
        paymentMethod: 'razorpay',
        razorpayPaymentId: payment.razorpay_payment_id,
        razorpayOrderId: payment.razorpay_order_id,
        razorpaySignature: payment.razorpay_signature,
      },
      headers,
    );
    return performance.now() - started;
  }

  try {
    // A few flows first, so that the first measured ones do not pay for JIT compilation and logins.
    await Promise.all(Array.from({ length: concurrency }, (_, i) => flow(iterations + i)));
    const durations: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < iterations) durations.push(await flow(next++));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    durations.sort((a, b) => a - b);
    return {
      iterations,
      concurrency,
      seconds: +seconds.toFixed(1),
      ordersPerSecond: +(iterations / seconds).toFixed(1),
      flowLatencyMs: {
        p50: Math.round(percentile(durations, 0.5)),
        p99: Math.round(percentile(durations, 0.99)),
      },
    };
  } finally {
    await app.close();
    await sandbox.stop();
  }
}
