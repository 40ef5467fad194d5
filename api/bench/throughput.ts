/**
 * API throughput and catalogue-scale latency (`pnpm --filter @brass/api exec tsx bench/throughput.ts
 * [out.json]`). The API runs in this process's main thread, so on one core; autocannon fires from a
 * worker thread, on the other core.
 *
 * 1. Orders per second of the whole paid-order flow (bench/paid-order-flow.ts).
 * 2. Requests per second of every public and signed-in read beside a bare route on the same server
 *    in the same run (bench/reads.ts), on the database the flow left, with its orders.
 * 3. The shop's paged read with 100, 10,000 and 100,000 products bulk-inserted into scratch clones
 *    of the seeded database: the time of the first page, a category, searches (one word, several,
 *    misspelt), filters with their counts and a deep page without the API's caches, and the latency
 *    (p50, p99) of the first page through HTTP, from the cache.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { ProductQuery } from '@brass/shared/contracts/catalog';
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
import { testConfig } from '../test/app.js';
import { measurePaidOrderFlow } from './paid-order-flow.js';
import { measureReads } from './reads.js';

const latencySeconds = 5;
/** One client at a time for the latency runs, so they time the work, not the queue in front of it. */
const latencyConnections = 1;

async function serve(database: Database) {
  const app = await buildApp({ database, config: testConfig() });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, address };
}

async function load(url: string, duration: number, connections: number) {
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
                          weight_grams, length_cm, breadth_cm, height_cm, created_at, published_at)
    select 'bench-' || lpad(n::text, 6, '0'),
           (array['Ganesha','Krishna','Buddha','Lakshmi','Nataraja','Diya','Urli','Bell','Kalash','Thali'])[1 + n % 10]
             || ' design ' || n,
           450 + (n * 7919) % 44551,
           'A synthetic product for the catalogue-scale benchmark. It has two sentences.',
           '/images/logo.png',
           (array['idols','lamps','bells','decor','pooja','idol set'])[1 + n % 6],
           n % 50 = 0, false, 500, 10, 10, 10,
           now() - make_interval(mins => n), now() - make_interval(mins => n)
    from generate_series(1, ${total} - (select count(*) from products)::int) as n`);
  // What autovacuum does on PostgreSQL soon after a bulk load; PGlite runs no autovacuum. Without the
  // visibility map, deep pages read every skipped row from the table instead of the index.
  await database.db.execute(sql`vacuum analyze products`);
}

/**
 * Each read's own cost, without the API's caches of pages, counts and vocabulary (what the first
 * shopper after they expire waits for): the median of fresh services answering it (a search's words
 * looked up, counted, one page ranked, filters counted).
 */
async function uncached(
  database: Database,
  queries: Record<string, ProductQuery>,
): Promise<Record<string, number>> {
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

  const orderDatabase = pgliteDatabase((await template.clone()) as PGlite);
  const paidOrderFlow = await measurePaidOrderFlow(orderDatabase);
  const reads = await measureReads(orderDatabase);
  await orderDatabase.close();

  const scale: Record<string, unknown> = {};
  for (const total of [100, 10_000, 100_000]) {
    const database = pgliteDatabase((await template.clone()) as PGlite);
    const started = performance.now();
    await growCatalogue(database, total);
    const insertSeconds = +((performance.now() - started) / 1000).toFixed(1);
    const server = await serve(database);
    const deepPage = Math.floor(total / 24 / 2) || 1;
    const firstPage = await load(
      `${server.address}/api/products?page=1&limit=24`,
      latencySeconds,
      latencyConnections,
    );
    scale[total] = {
      insertSeconds,
      // Through HTTP, one client at a time: the API answers a page it was asked for lately from its cache.
      firstPageCached: firstPage.latencyMs,
      uncachedMs: await uncached(database, {
        firstPage: { page: 1, limit: 24 },
        category: { page: 1, limit: 24, category: 'lamps' },
        search: { page: 1, limit: 24, q: 'ganesha', facets: 'true' },
        searchOfWords: { page: 1, limit: 24, q: 'ganesh idol 6 inch', facets: 'true' },
        searchMisspelt: { page: 1, limit: 24, q: 'budha', facets: 'true' },
        filtersWithCounts: {
          page: 1,
          limit: 24,
          facets: 'true',
          category: 'lamps',
          price: '1000-2500',
          inStock: 'true',
        },
        [`page${deepPage}`]: { page: deepPage, limit: 24 },
      }),
    };
    await server.app.close();
    await database.close();
  }
  await template.close();

  const summary = {
    reads,
    latencyConnections,
    paidOrderFlow,
    pagedReadLatencyByCatalogueSize: scale,
  };
  const text = JSON.stringify(summary, null, 2);
  console.log(text);
  if (process.argv[2]) await writeFile(process.argv[2], `${text}\n`);
}

await main();
