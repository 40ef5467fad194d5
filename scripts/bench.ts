import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf } from '@brass/composer/apps';
import { ensureLiveReleases } from '@brass/release-tools/releases/commands';
import { run } from '@brass/release-tools/processes';
import { startShopWithOwner, type RunningShop } from '@brass/release-tools/shop';
import { folderPointer } from '@brass/composer/releases/folder-pointer';

/**
 * `pnpm bench`: the performance figures of the whole shop, printed and written to
 * docs/bench/<date>.json (<date>-<commit>.json for a second commit measured that day; to be committed,
 * so that docs can quote it) and bench-results/latest.json:
 * in a real Chromium a paid order, first-visit bytes per route, in-shop navigation and Lighthouse
 * (e2e/bench/run.ts); then the shop's pages under load beside a bare server of the same bytes, a
 * repeat visit and how soon a stock change reaches the product page (composer/bench/pages.ts); then
 * the API's reads beside a bare route, its paid-order flow and its paged read at scale
 * (api/bench/throughput.ts), and /api/health while invoices are rendered (api/bench/invoices.ts);
 * then how long a promotion and a rollback take to reach pages (composer/bench/rollback.ts), and what
 * a renderer stuck in code costs the other apps' pages (composer/bench/renderers-apart.ts), and how
 * soon a canary reaches new visitors and is withdrawn after an error burst (composer/bench/canary.ts).
 * Each part can be left out: BENCH_SKIP_BROWSER=1, BENCH_SKIP_LIGHTHOUSE=1 (the browser part without
 * Lighthouse), BENCH_SKIP_PAGES=1, BENCH_SKIP_API=1, BENCH_SKIP_RELEASES=1 (the composer's three).
 * Run it on a clean checkout of a commit: the file records the commit, and whether the sources
 * differed from it. The browser and pages parts run against a shop it starts from this checkout, on
 * the ports HOST_PORT, API_PORT and the others name (`pnpm start`'s by default), with an owner of its
 * own; a shop already serving on those ports (from who knows which sources) is measured only with
 * BENCH_RUNNING_SHOP=1, and SHOP_OWNER_EMAIL naming its owner.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'brass-bench-'));
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const started = new Date();
/** The owner of the shop the bench starts. */
const benchOwner = { name: 'Bench Owner', email: 'owner.bench@brassaangan.test' };

async function shopIsServing(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${portOf('api')}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Runs one part's script, which writes its figures to the file it is given. */
async function part(pkg: string, script: string, env: NodeJS.ProcessEnv = {}): Promise<unknown> {
  const file = join(scratch, `${pkg.replace(/\W/g, '-')}.json`);
  await run('pnpm', ['--filter', pkg, 'exec', 'tsx', script, file], {
    cwd: repo,
    env: { ...process.env, ...env },
  });
  return JSON.parse(readFileSync(file, 'utf8'));
}

const results: Record<string, unknown> = {
  measuredAt: started.toISOString(),
  commit: git('rev-parse', 'HEAD'),
  // Figures measured on sources that differ from the commit say nothing about the commit.
  uncommittedChanges: git('status', '--porcelain', '--untracked-files=no') !== '',
  node: process.version,
  cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
};

const measureBrowser = !process.env.BENCH_SKIP_BROWSER;
const measurePages = !process.env.BENCH_SKIP_PAGES;
if (measureBrowser || measurePages) {
  let shop: RunningShop | undefined;
  // The pages part changes a product's stock as the owner, through the admin API.
  let ownerEnv: NodeJS.ProcessEnv = {};
  if (await shopIsServing()) {
    if (!process.env.BENCH_RUNNING_SHOP) {
      throw new Error(
        `A shop is already serving on :${portOf('api')}: stop it, or set BENCH_RUNNING_SHOP=1 to measure it`,
      );
    }
    results.runningShop = true;
  } else {
    // A release of every app as the sources are now, in a folder of its own, with its own live.json,
    // as the API beside it is on PGlite whatever DATABASE_URL says.
    const releases = folderPointer(join(scratch, 'releases'));
    await ensureLiveReleases(repo, releases);
    shop = await startShopWithOwner({
      repo,
      releases,
      apiEnv: { PGLITE_DIR: join(scratch, 'db'), DATABASE_URL: '', LOG_LEVEL: 'warn' },
      owner: benchOwner,
    });
    ownerEnv = { SHOP_OWNER_EMAIL: benchOwner.email };
  }
  try {
    if (measureBrowser) results.browser = await part('@brass/e2e', 'bench/run.ts');
    if (measurePages) results.pages = await part('@brass/composer', 'bench/pages.ts', ownerEnv);
  } finally {
    await shop?.stop();
  }
}
if (!process.env.BENCH_SKIP_API) results.api = await part('@brass/api', 'bench/throughput.ts');
if (!process.env.BENCH_SKIP_API) results.invoices = await part('@brass/api', 'bench/invoices.ts');
if (!process.env.BENCH_SKIP_RELEASES) results.releases = await part('@brass/composer', 'bench/rollback.ts');
if (!process.env.BENCH_SKIP_RELEASES)
  results.renderers = await part('@brass/composer', 'bench/renderers-apart.ts');
if (!process.env.BENCH_SKIP_RELEASES) results.canary = await part('@brass/composer', 'bench/canary.ts');
results.minutes = +((Date.now() - started.getTime()) / 60_000).toFixed(1);

const text = `${JSON.stringify(results, null, 2)}\n`;
const day = started.toISOString().slice(0, 10);
/** A second commit measured the same day gets a file of its own: a committed result is never overwritten. */
function benchFileOf(commit: string): string {
  const dated = `docs/bench/${day}.json`;
  if (!existsSync(join(repo, dated))) return dated;
  const earlier = JSON.parse(readFileSync(join(repo, dated), 'utf8')) as { commit?: string };
  return earlier.commit === commit ? dated : `docs/bench/${day}-${commit.slice(0, 7)}.json`;
}
const dated = benchFileOf(String(results.commit));
mkdirSync(join(repo, 'docs/bench'), { recursive: true });
writeFileSync(join(repo, dated), text);
mkdirSync(join(repo, 'bench-results'), { recursive: true });
writeFileSync(join(repo, 'bench-results/latest.json'), text);
console.log(`\nWrote ${dated} and bench-results/latest.json`);
