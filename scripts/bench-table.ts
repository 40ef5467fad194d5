import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `pnpm bench-table docs/bench/<date>.json [--write]`: the README's "Measured" figures, read from one
 * committed bench file and nothing else, so every figure there names the file, date and commit it
 * comes from. `--write` replaces the section's opening and table in README.md; without it, prints them.
 */
interface Spread {
  median: number;
  min: number;
  max: number;
}
interface BenchFile {
  measuredAt: string;
  commit: string;
  uncommittedChanges: boolean;
  browser: {
    checkout: { placeOrderToSuccessMs: number };
    firstVisits: { route: string; signedIn: boolean; scripts: number; jsBytesOnWire: number }[];
    navigation: { clickToContentMs: Spread }[];
    lighthouse: {
      lighthouseVersion: string;
      benchmarkIndex: Spread;
      routes: {
        route: string;
        signedIn: boolean;
        runs: number;
        performance: Spread;
        lcpMs: Spread;
        tbtMs: Spread;
        cls: Spread;
      }[];
    };
  };
  api: {
    reads: { reads: Record<string, { ratioToBare: number }> };
    paidOrderFlow: { concurrency: number; ordersPerSecond: number; flowLatencyMs: { p50: number } };
    pagedReadLatencyByCatalogueSize: Record<string, { uncachedMs: { firstPage: number } }>;
  };
}

const [file, flag] = process.argv.slice(2);
if (!file) throw new Error('Usage: pnpm bench-table docs/bench/<date>.json [--write]');
const bench = JSON.parse(readFileSync(file, 'utf8')) as BenchFile;
if (bench.uncommittedChanges)
  throw new Error(`${file} was measured on uncommitted sources: no doc may quote it`);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const range = (values: number[], unit = '') => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}${unit}` : `${low}${unit}–${high}${unit}`;
};
const { browser, api } = bench;
const visits = browser.firstVisits;
const home = visits.find((visit) => visit.route === '/' && !visit.signedIn);
if (!home) throw new Error(`${file} has no first visit of /`);
const publicVisits = visits.filter(
  (visit) => !visit.signedIn && visit.route !== '/' && visit.route !== '/admin',
);
const signedIn = (route: string) => {
  const visit = visits.find((candidate) => candidate.route === route && candidate.signedIn);
  if (!visit) throw new Error(`${file} has no signed-in first visit of ${route}`);
  return kib(visit.jsBytesOnWire);
};
const routes = browser.lighthouse.routes;
const publicRoutes = routes.filter((route) => !route.signedIn);
const signedInRoutes = routes.filter((route) => route.signedIn);
const reads = Object.entries(api.reads.reads).sort(([, a], [, b]) => a.ratioToBare - b.ratioToBare);
const [slowestName, slowest] = reads[0]!;
const sizes = Object.entries(api.pagedReadLatencyByCatalogueSize);
const runs = Math.min(...routes.map((route) => route.runs));
const index = browser.lighthouse.benchmarkIndex;
const date = bench.measuredAt.slice(0, 10);

const rows: [string, string][] = [
  [
    'first visit of `/`, JavaScript on the wire, every origin',
    `${kib(home.jsBytesOnWire)}, ${home.scripts} files`,
  ],
  [
    'first visit of the other public routes',
    range(
      publicVisits.map((visit) => +(visit.jsBytesOnWire / 1024).toFixed(1)),
      ' KiB',
    ),
  ],
  [
    'first visit of `/checkout` and `/orders`, signed in',
    `${signedIn('/checkout')} and ${signedIn('/orders')}`,
  ],
  [
    `Lighthouse mobile performance, the ${publicRoutes.length} public routes`,
    range(publicRoutes.map((route) => route.performance.median)),
  ],
  [
    'Lighthouse mobile performance, `/checkout` and `/orders` signed in',
    range(signedInRoutes.map((route) => route.performance.median)),
  ],
  [
    'largest paint, every route',
    range(
      routes.map((route) => Math.round(route.lcpMs.median)),
      ' ms',
    ),
  ],
  [
    'total blocking time, every route',
    range(
      routes.map((route) => Math.round(route.tbtMs.median)),
      ' ms',
    ),
  ],
  ['layout shift, every route', range(routes.map((route) => route.cls.median))],
  [
    'in-shop navigation, click to the next page drawn (warm tab)',
    range(
      browser.navigation.map((step) => step.clickToContentMs.median),
      ' ms',
    ),
  ],
  ["Place Order to the order's page, sandbox payment", `${browser.checkout.placeOrderToSuccessMs} ms`],
  [
    `every read against a bare route in the same run (${reads.length} reads)`,
    `${slowest.ratioToBare} (\`${slowestName}\`) and up`,
  ],
  [
    `whole paid-order flow, ${api.paidOrderFlow.concurrency} shoppers at once`,
    `${api.paidOrderFlow.ordersPerSecond} orders/s, p50 ${api.paidOrderFlow.flowLatencyMs.p50} ms`,
  ],
  [
    `first page of \`GET /api/products\` uncached, at ${sizes.map(([size]) => Number(size).toLocaleString('en')).join(', ')} products`,
    `${sizes.map(([, figures]) => figures.uncachedMs.firstPage).join(', ')} ms`,
  ],
];

const widths = [0, 1].map((column) =>
  Math.max(...[['what', 'figure'], ...rows].map((row) => row[column]!.length)),
);
const line = (cells: string[]) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
const section = [
  `\`pnpm bench\` on the 2-core development machine, ${date} at commit \`${bench.commit.slice(0, 7)}\`; the whole result, with`,
  `the spread of every figure and how each was taken, is \`docs/bench/${basename(file)}\`. Lighthouse ${browser.lighthouse.lighthouseVersion},`,
  `mobile preset, a fresh browser per run, median of ${runs} runs per route (the machine's \`benchmarkIndex\``,
  `${index.median}, ${index.min}–${index.max}):`,
  '',
  line(['what', 'figure']),
  line(widths.map((width) => '-'.repeat(width))),
  ...rows.map(line),
].join('\n');

if (flag === '--write') {
  const readme = join(fileURLToPath(new URL('..', import.meta.url)), 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf('## Measured\n\n') + '## Measured\n\n'.length;
  const end = text.indexOf('\n\nA promotion or a rollback', start);
  if (start < '## Measured\n\n'.length || end < 0)
    throw new Error('README.md has no Measured section to replace');
  writeFileSync(readme, `${text.slice(0, start)}${section}${text.slice(end)}`);
  console.log(`README.md now quotes ${file}`);
} else {
  console.log(section);
}
