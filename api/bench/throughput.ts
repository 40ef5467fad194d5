/**
 * API throughput and catalogue-scale latency (`pnpm --filter @brass/api exec tsx bench/throughput.ts
 * [out.json]`). The API runs in this process's main thread, so on one core; autocannon fires from a
 * worker thread, on the other core.
 *
 * 1. Requests per second of GET /api/products and GET /api/products/:id beside a bare route `/bare`
 *    (a small JSON, no database) on the same server in the same run; the ratio is what the catalogue
 *    costs over Fastify itself.
 * 2. Orders per second of the whole paid-order flow (bench/paid-order-flow.ts).
 * 3. Latency (p50, p99) of the shop's paged read, GET /api/products?page=1&limit=24, with 100, 10,000
 *    and 100,000 products bulk-inserted into scratch clones of the seeded database; plus a category
 *    filter, searches (one word, several, misspelt), filters with their counts and a deep page at each
 *    size, and the search's time without the API's caches.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { ProductQuery } from '@brass/shared/contract';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { pgliteDatabase, pgliteExtensions, type Database } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { CatalogRepository } from '../src/modules/catalog/repository.js';
import { CatalogService } from '../src/modules/catalog/service.js';
import { FilesystemImageStore } from '../src/modules/images/filesystem-image-store.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { testConfig } from '../src/test/app.js';
import { measurePaidOrderFlow } from './paid-order-flow.js';

const throughputSeconds = 8;
const latencySeconds = 5;
const variantSeconds = 3;
/** Enough concurrent clients to keep the server busy for the throughput runs. */
const throughputConnections = 10;
/** One client at a time for the latency runs, so they time the work, not the queue in front of it. */
const latencyConnections = 1;

async function serve(database: Database) {
  const app = await buildApp({ db: database.db, config: testConfig() });
  app.get('/bare', () => ({ status: 'ok', shop: 'brass' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, address };
}

async function load(url: string, duration: number, connections = throughputConnections) {
  const result = await autocannon({ url, connections, duration, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
  };
}

/** Adds synthetic products until the catalogue holds `total`, spread over the seeded categories. */
async function growCatalogue(database: Database, total: number): Promise<void> {
  await database.db.execute(sql`
    insert into products (id, name, price, description, image, main_category, is_new_arrival, is_popular,
                          weight_grams, length_cm, breadth_cm, height_cm, created_at)
    select 'bench-' || lpad(n::text, 6, '0'),
           (array['Ganesha','Krishna','Buddha','Lakshmi','Nataraja','Diya','Urli','Bell','Kalash','Thali'])[1 + n % 10]
             || ' design ' || n,
           450 + (n * 7919) % 44551,
           'A synthetic product for the catalogue-scale benchmark. It has two sentences.',
           '/images/logo.png',
           (array['idols','lamps','bells','decor','pooja','idol set'])[1 + n % 6],
           n % 50 = 0, false, 500, 10, 10, 10,
           now() - make_interval(mins => n)
    from generate_series(1, ${total} - (select count(*) from products)::int) as n`);
  // What autovacuum does on PostgreSQL soon after a bulk load; PGlite runs no autovacuum. Without the
  // visibility map, deep pages read every skipped row from the table instead of the index.
  await database.db.execute(sql`vacuum analyze products`);
}

/**
 * The search's own cost, without the API's caches of counts and vocabulary: the median of fresh
 * services answering each query (its words looked up, counted, one page ranked, filters counted).
 */
async function uncachedSearch(database: Database): Promise<Record<string, number>> {
  const queries: Record<string, ProductQuery> = {
    ganesha: { page: 1, q: 'ganesha', facets: 'true' },
    'ganesh idol 6 inch': { page: 1, q: 'ganesh idol 6 inch', facets: 'true' },
    budha: { page: 1, q: 'budha', facets: 'true' },
  };
  const result: Record<string, number> = {};
  for (const [name, query] of Object.entries(queries)) {
    const times: number[] = [];
    for (let run = 0; run < 9; run++) {
      // The lists name no uploaded photo: the store is never asked for one.
      const service = new CatalogService(
        new CatalogRepository(database.db),
        new FilesystemImageStore(tmpdir()),
      );
      const started = performance.now();
      await service.list(query);
      times.push(performance.now() - started);
    }
    result[name] = +times.sort((a, b) => a - b)[4]!.toFixed(1);
  }
  return result;
}

async function main(): Promise<void> {
  const template = await PGlite.create({ extensions: pgliteExtensions });
  await migrateDatabase(pgliteDatabase(template));
  await seedIfEmpty(pgliteDatabase(template).db);

  const seeded = pgliteDatabase((await template.clone()) as PGlite);
  const { app, address } = await serve(seeded);
  const bare = await load(`${address}/bare`, throughputSeconds);
  const list = await load(`${address}/api/products`, throughputSeconds);
  const one = await load(`${address}/api/products/diya-classic-single`, throughputSeconds);
  await app.close();
  await seeded.close();
  const throughput = {
    bare,
    products: { ...list, ratioToBare: +(list.requestsPerSecond / bare.requestsPerSecond).toFixed(2) },
    productById: { ...one, ratioToBare: +(one.requestsPerSecond / bare.requestsPerSecond).toFixed(2) },
  };

  const orderDatabase = pgliteDatabase((await template.clone()) as PGlite);
  const paidOrderFlow = await measurePaidOrderFlow(orderDatabase);
  await orderDatabase.close();

  const scale: Record<string, unknown> = {};
  for (const total of [100, 10_000, 100_000]) {
    const database = pgliteDatabase((await template.clone()) as PGlite);
    const started = performance.now();
    await growCatalogue(database, total);
    const insertSeconds = +((performance.now() - started) / 1000).toFixed(1);
    const server = await serve(database);
    const deepPage = Math.floor(total / 24 / 2) || 1;
    const latency = async (query: string, seconds: number) =>
      (await load(`${server.address}/api/products?${query}`, seconds, latencyConnections)).latencyMs;
    scale[total] = {
      insertSeconds,
      firstPage: await latency('page=1&limit=24', latencySeconds),
      category: await latency('page=1&limit=24&category=lamps', variantSeconds),
      search: await latency('page=1&limit=24&q=ganesha', variantSeconds),
      searchOfWords: await latency('page=1&limit=24&q=ganesh%20idol%206%20inch', variantSeconds),
      searchMisspelt: await latency('page=1&limit=24&q=budha', variantSeconds),
      filtersWithCounts: await latency(
        'page=1&limit=24&facets=true&category=lamps&price=1000-2500&inStock=true',
        variantSeconds,
      ),
      uncachedSearchMs: await uncachedSearch(database),
      [`page${deepPage}`]: await latency(`page=${deepPage}&limit=24`, variantSeconds),
    };
    await server.app.close();
    await database.close();
  }
  await template.close();

  const summary = {
    throughputConnections,
    latencyConnections,
    throughput,
    paidOrderFlow,
    pagedReadLatencyByCatalogueSize: scale,
  };
  const text = JSON.stringify(summary, null, 2);
  console.log(text);
  if (process.argv[2]) await writeFile(process.argv[2], `${text}\n`);
}

await main();
