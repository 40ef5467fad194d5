import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `pnpm bench-table docs/bench/<date>.json [--lighthouse <file>] [--write]`: the README's "Measured"
 * figures, read from committed bench files and nothing else, so every figure there names the file,
 * date and commit it comes from. The Lighthouse figures come from the same file, or from the one
 * `--lighthouse` names when the newer run left Lighthouse out. `--write` replaces the section's
 * opening and table in README.md; without it, prints them.
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
    lighthouse?: {
      lighthouseVersion: string;
      benchmarkIndex: Spread;
      routes: {
        route: string;
        signedIn: boolean;
        runs: number;
        performance: Spread;
        /** Absent from the runs of before the SEO category was audited. */
        seo?: Spread;
        /** Absent from the runs of before the failed SEO audits were kept. */
        seoFailures?: string[];
        lcpMs: Spread;
        tbtMs: Spread;
        cls: Spread;
      }[];
    };
  };
  /** Absent from a run that left the API out (BENCH_SKIP_API). */
  api?: {
    reads: { reads: Record<string, { ratioToBare: number }> };
    paidOrderFlow: { concurrency: number; ordersPerSecond: number; flowLatencyMs: { p50: number } };
    pagedReadLatencyByCatalogueSize: Record<string, { uncachedMs: { firstPage: number } }>;
  };
  /** Absent from the files of before the pages part. */
  pages?: {
    connections: number;
    rows: Record<string, { pagesPerSecond: number; ratioToBare: number }>;
  };
}

const args = process.argv.slice(2);
const write = args.includes('--write');
const lighthouseAt = args.indexOf('--lighthouse');
const lighthouseFile = lighthouseAt >= 0 ? args[lighthouseAt + 1] : undefined;
const file = args.find((arg, at) => !arg.startsWith('--') && (lighthouseAt < 0 || at !== lighthouseAt + 1));
if (!file || (lighthouseAt >= 0 && !lighthouseFile))
  throw new Error('Usage: pnpm bench-table docs/bench/<date>.json [--lighthouse <file>] [--write]');

function readBench(path: string): BenchFile {
  const bench = JSON.parse(readFileSync(path, 'utf8')) as BenchFile;
  if (bench.uncommittedChanges)
    throw new Error(`${path} was measured on uncommitted sources: no doc may quote it`);
  return bench;
}
const bench = readBench(file);
const lighthouseBench = lighthouseFile ? readBench(lighthouseFile) : bench;
const lighthouse = lighthouseBench.browser.lighthouse;
if (!lighthouse)
  throw new Error(
    `${lighthouseFile ?? file} has no Lighthouse figures: name a file that has them with --lighthouse`,
  );

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const range = (values: number[], unit = '') => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}${unit}` : `${low}${unit}–${high}${unit}`;
};
const { browser, api } = bench;
if (!api) throw new Error(`${file} has no API figures: name a run that measured the API`);
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
const routes = lighthouse.routes;
const publicRoutes = routes.filter((route) => !route.signedIn);
const signedInRoutes = routes.filter((route) => route.signedIn);
const reads = Object.entries(api.reads.reads).sort(([, a], [, b]) => a.ratioToBare - b.ratioToBare);
const [slowestName, slowest] = reads[0]!;
const sizes = Object.entries(api.pagedReadLatencyByCatalogueSize);
const runs = Math.min(...routes.map((route) => route.runs));
const index = lighthouse.benchmarkIndex;
const dayOf = (measured: BenchFile) => measured.measuredAt.slice(0, 10);
const shortCommit = (measured: BenchFile) => measured.commit.slice(0, 7);

/** The shop's own pages against the product page's bytes from memory: not `bare` itself, nor the API. */
function pagesRow(pages: NonNullable<BenchFile['pages']>): [string, string] {
  const measured = Object.entries(pages.rows)
    .filter(([name]) => name !== 'bare' && name !== 'api')
    .sort(([, a], [, b]) => a.ratioToBare - b.ratioToBare);
  const [lowName, low] = measured[0]!;
  const [highName, high] = measured.at(-1)!;
  const product = pages.rows.product;
  if (!product) throw new Error(`${file} has no product page under load`);
  return [
    `the shop's pages under ${pages.connections} connections (${measured.length} pages), against the product page's bytes from memory`,
    `product ${product.pagesPerSecond} pages/s; ${low.ratioToBare} (\`${lowName}\`) to ${high.ratioToBare} (\`${highName}\`) of bare`,
  ];
}

/**
 * Lighthouse's SEO score of the public routes, when the run audited it (the signed-in ones are not
 * listed). A page robots.txt keeps from crawlers fails `is-crawlable` by design, so such pages get a row
 * of their own that says whether anything else failed.
 */
function seoRows(audited: typeof publicRoutes): [string, string][] {
  const scored = audited.filter((route) => route.seo);
  if (scored.length === 0) return [];
  const median = (route: (typeof scored)[number]) => route.seo!.median;
  if (scored.some((route) => !route.seoFailures))
    return [[`Lighthouse SEO, the ${scored.length} public routes`, range(scored.map(median))]];
  const kept = scored.filter((route) => route.seoFailures!.includes('is-crawlable'));
  const read = scored.filter((route) => !kept.includes(route));
  const keptFailures = [...new Set(kept.flatMap((route) => route.seoFailures!))].sort();
  const rows: [string, string][] = [
    [`Lighthouse SEO, the ${read.length} public routes crawlers may read`, range(read.map(median))],
  ];
  if (kept.length > 0)
    rows.push([
      `Lighthouse SEO, ${kept.map((route) => `\`${route.route}\``).join(', ')}: robots.txt keeps crawlers out`,
      keptFailures.length === 1
        ? `${range(kept.map(median))}, only \`is-crawlable\` failed`
        : `${range(kept.map(median))}, failed: ${keptFailures.join(', ')}`,
    ]);
  return rows;
}

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
  ...seoRows(publicRoutes),
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
    'in-shop navigation, click to the next page rendered (warm tab)',
    range(
      browser.navigation.map((step) => step.clickToContentMs.median),
      ' ms',
    ),
  ],
  ["Place Order to the order's page, sandbox payment", `${browser.checkout.placeOrderToSuccessMs} ms`],
  ...(bench.pages ? [pagesRow(bench.pages)] : []),
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
const lighthouseSource =
  lighthouseBench === bench
    ? ''
    : `The Lighthouse rows come from the run of ${dayOf(lighthouseBench)} at commit \`${shortCommit(lighthouseBench)}\` (\`docs/bench/${basename(lighthouseFile!)}\`), as this one left Lighthouse out: `;
const opening = [
  `\`pnpm bench\` on the 2-core development machine, ${dayOf(bench)} at commit \`${shortCommit(bench)}\`; the whole result, with`,
  `the spread of every figure and how each was taken, is \`docs/bench/${basename(file)}\`. ${lighthouseSource}Lighthouse`,
  `${lighthouse.lighthouseVersion}, mobile preset, a fresh browser per run, median of ${runs} runs per route (the machine's`,
  `\`benchmarkIndex\` ${index.median}, ${index.min}–${index.max}):`,
].join(' ');

/** The opening as the README wraps its prose: lines of at most 104 characters. */
function wrapped(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + 1 + word.length > 104) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...lines, current];
}

const section = [
  ...wrapped(opening),
  '',
  line(['what', 'figure']),
  line(widths.map((width) => '-'.repeat(width))),
  ...rows.map(line),
].join('\n');

if (write) {
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
