/**
 * Requests per second of every read the shop's pages make, public and signed in, beside a bare route
 * (a small JSON, no database) on the same server in the same run; the ratio is what a read costs over
 * Fastify itself. autocannon fires 50 connections from a worker thread, on the other core.
 *
 * Each read is measured in 1-second slices that alternate with slices of the bare route (bare, read,
 * bare, read...), 5 s of each in all, so that whatever else the machine runs meanwhile weighs on both
 * alike.
 */
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { orderItems, orders, savedAddresses, users } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { createSessionTokens } from '../src/plugins/auth.js';
import { testConfig } from '../test/app.js';

const connections = 50;
const slices = 5;
const sliceSeconds = 1;
/** A shopper's history as My Orders shows it: a few orders of a few lines each. */
const shopperOrders = 5;

/** A shopper's saved addresses, as the checkout lists them. */
const shopperAddresses = 2;

/**
 * The reads, by the name the results give them, as the shop's pages ask them; `{order}` is one of the
 * signed-in shopper's order numbers.
 */
const reads = {
  productList: { path: '/api/products' },
  productPage: { path: '/api/products?page=1&limit=30&facets=true' },
  search: { path: '/api/products?q=ganesha&page=1&limit=30&facets=true' },
  searchSuggestions: { path: '/api/products?q=brass%20di&limit=6&page=1' },
  product: { path: '/api/products/diya-classic-single' },
  relatedProducts: { path: '/api/products/diya-classic-single/related' },
  availability: {
    path: '/api/availability?ids=ganesha-lost-wax-seated,ganesha-mini-dashboard,diya-classic-single',
  },
  mostPopular: { path: '/api/most-popular' },
  blogList: { path: '/api/blogs' },
  blogPost: { path: '/api/blogs/caring-for-brass-at-home' },
  policyPage: { path: '/api/pages/terms' },
  mostPopularTitle: { path: '/api/settings/most-popular-title' },
  newArrivalsTitle: { path: '/api/settings/new-arrivals-title' },
  shippingSettings: { path: '/api/settings/shipping-settings' },
  shopContact: { path: '/api/settings/shop-contact' },
  pricing: { path: '/api/settings/pricing' },
  pincode: { path: '/api/pincodes/600004' },
  ownOrders: { path: '/api/orders/getorders', signedIn: true },
  ownOrder: { path: '/api/orders/{order}', signedIn: true },
  savedAddresses: { path: '/api/users/me/addresses', signedIn: true },
  signedInAccount: { path: '/api/users/me', signedIn: true },
} satisfies Record<string, { path: string; signedIn?: boolean }>;

interface Slice {
  requests: number;
  p50: number;
  p99: number;
}

async function slice(url: string, headers: Record<string, string>): Promise<Slice> {
  const result = await autocannon({ url, headers, connections, duration: sliceSeconds, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * A signed-in shopper with `shopperOrders` paid orders and `shopperAddresses` saved addresses, the
 * header their session sends and the number of their last order.
 */
async function shopperWithOrders(database: Database, config: ReturnType<typeof testConfig>) {
  const userId = newId('usr');
  await database.db
    .insert(users)
    .values({ id: userId, name: 'Bench Shopper', email: `${userId}@example.com` });
  let orderNumber = 0;
  for (let index = 0; index < shopperOrders; index++) {
    const orderId = newId('ord');
    const [order] = await database.db
      .insert(orders)
      .values({
        id: orderId,
        userId,
        razorpayPaymentId: `pay_bench${index}${userId}`,
        razorpayOrderId: `order_bench${index}${userId}`,
        subtotal: 6150,
        shippingCharge: 99,
        tax: 738,
        totalAmount: 6987,
        shippingAddress: {
          firstName: 'Asha',
          lastName: 'Iyer',
          street: '12 Car Street, Mylapore',
          city: 'Chennai',
          state: 'Tamil Nadu',
          zipcode: '600004',
          phoneNumber: '+919840012345',
          country: 'India',
        },
      })
      .returning();
    orderNumber = order!.number;
    await database.db.insert(orderItems).values([
      { orderId, productId: 'ganesha-lost-wax-seated', productName: 'Ganesha', quantity: 1, price: 4850 },
      { orderId, productId: 'ganesha-mini-dashboard', productName: 'Mini Ganesha', quantity: 2, price: 650 },
    ]);
  }
  for (let index = 0; index < shopperAddresses; index++) {
    await database.db.insert(savedAddresses).values({
      id: newId('adr'),
      userId,
      firstName: 'Asha',
      lastName: 'Iyer',
      phone: '+919840012345',
      address1: `${12 + index} Car Street, Mylapore`,
      city: 'Chennai',
      region: 'Tamil Nadu',
      zip: '600004',
    });
  }
  const token = await createSessionTokens(config.jwt).issue(userId);
  return { headers: { authorization: `Bearer ${token}` }, orderNumber: `BA-${orderNumber}` };
}

/** Every read of `reads` against the bare route, on `database` (migrated and seeded). */
export async function measureReads(database: Database) {
  const config = testConfig();
  const shopper = await shopperWithOrders(database, config);
  const app = await buildApp({ database, config });
  app.get('/bare', () => ({ status: 'ok', shop: 'brass' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const results: Record<string, unknown> = {};
  try {
    for (const [name, read] of Object.entries(reads)) {
      const headers: Record<string, string> = 'signedIn' in read ? shopper.headers : {};
      const path = read.path.replace('{order}', shopper.orderNumber);
      const url = `${address}${path}`;
      // A first pass fills the caches and warms the code, as a shop that has been serving a while.
      await slice(url, headers);
      const bare: Slice[] = [];
      const measured: Slice[] = [];
      for (let index = 0; index < slices; index++) {
        bare.push(await slice(`${address}/bare`, {}));
        measured.push(await slice(url, headers));
      }
      const perSecond = (of: Slice[]) =>
        Math.round(of.reduce((sum, one) => sum + one.requests, 0) / (slices * sliceSeconds));
      const requestsPerSecond = perSecond(measured);
      const bareRequestsPerSecond = perSecond(bare);
      results[name] = {
        path,
        signedIn: 'signedIn' in read,
        requestsPerSecond,
        bareRequestsPerSecond,
        ratioToBare: +(requestsPerSecond / bareRequestsPerSecond).toFixed(2),
        latencyMs: {
          p50: median(measured.map((one) => one.p50)),
          p99: median(measured.map((one) => one.p99)),
        },
      };
      console.log(`${name}: ${JSON.stringify(results[name])}`);
    }
  } finally {
    await app.close();
  }
  return {
    connections,
    secondsEach: slices * sliceSeconds,
    slicesEach: slices,
    shopperOrders,
    shopperAddresses,
    reads: results,
  };
}
