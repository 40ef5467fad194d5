/**
 * /api/health while invoices are rendered (`pnpm --filter @brass/api exec tsx bench/invoices.ts
 * [out.json]`): the latency of the health check, one client at a time, alone and then while four
 * shoppers download invoices at once, each an order's first download (so each one is rendered), in
 * Gurmukhi and Malayalam as well as Latin letters. The API runs in this process's main thread;
 * autocannon fires from a worker thread.
 */
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { pgliteDatabase, pgliteExtensions } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { orderItems, orders, users } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { createSessionTokens } from '../src/plugins/auth.js';
import { formatOrderNumber } from '../src/modules/orders/order-number.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { testConfig } from '../test/app.js';

const seconds = 10;
const downloaders = 4;
/** More orders than four shoppers can download in the time, so that every download renders one. */
const orderCount = 400;
const names = [
  ['ਹਰਪ੍ਰੀਤ', 'ਸਿੰਘ', 'ਅੰਮ੍ਰਿਤਸਰ'],
  ['കൃഷ്ണൻ', 'നായർ', 'കൊച്ചി'],
  ['Asha', 'Iyer', 'Chennai'],
] as const;

const database = pgliteDatabase(await PGlite.create({ extensions: pgliteExtensions }));
await migrateDatabase(database);
await seedIfEmpty(database.db);
const config = testConfig();
const tokens = createSessionTokens(config.jwt);

/** One shopper per order: the per-account limit never answers for the rendering. */
const downloads: { url: string; authorization: string }[] = [];
for (let index = 0; index < orderCount; index++) {
  const userId = newId('usr');
  const [first, last, city] = names[index % names.length]!;
  await database.db
    .insert(users)
    .values({ id: userId, name: `${first} ${last}`, email: `${userId}@example.com` });
  const orderId = newId('ord');
  await database.db.insert(orders).values({
    id: orderId,
    userId,
    paymentMethod: 'cod',
    subtotal: 4850,
    shippingCharge: 87.5,
    tax: 582,
    codFee: 49,
    totalAmount: 5568.5,
    shippingAddress: {
      firstName: first,
      lastName: last,
      street: `12 ${city} Road`,
      city,
      state: 'Punjab',
      zipcode: '143001',
      phoneNumber: '9810012345',
    },
  });
  const [order] = await database.db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId));
  await database.db.insert(orderItems).values({
    orderId,
    productId: 'ganesha-lost-wax-seated',
    productName: 'Seated Ganesha',
    quantity: 1,
    price: 4850,
  });
  downloads.push({
    url: `/api/orders/${formatOrderNumber(order!.number)}/invoice`,
    authorization: `Bearer ${await tokens.issue(userId)}`,
  });
}

const app = await buildApp({ database, config });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

async function healthLatency() {
  const result = await autocannon({
    url: `${address}/api/health`,
    connections: 1,
    duration: seconds,
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`/api/health: ${result.non2xx} non-2xx answers`);
  return {
    p50: result.latency.p50,

    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

const alone = await healthLatency();

let next = 0;
let stop = false;
const invoiceTimes: number[] = [];
async function downloader(): Promise<void> {
  while (!stop && next < downloads.length) {
    const { url, authorization } = downloads[next++]!;
    const started = performance.now();
    const response = await fetch(`${address}${url}`, { headers: { authorization } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    invoiceTimes.push(performance.now() - started);
  }
}
const downloading = Promise.all(Array.from({ length: downloaders }, downloader));
const whileRendering = await healthLatency();
stop = true;
await downloading;

invoiceTimes.sort((a, b) => a - b);
const result = {
  healthMs: { alone, whileRendering },
  invoices: {
    downloaders,
    rendered: invoiceTimes.length,
    perSecond: +(invoiceTimes.length / seconds).toFixed(1),
    downloadMs: {
      p50: Math.round(invoiceTimes[Math.floor(invoiceTimes.length / 2)] ?? 0),
      p99: Math.round(invoiceTimes[Math.floor(invoiceTimes.length * 0.99)] ?? 0),
    },
  },
};
console.log(JSON.stringify(result, null, 2));
if (process.argv[2]) await writeFile(process.argv[2], JSON.stringify(result, null, 2));
await app.close();
await database.close();
