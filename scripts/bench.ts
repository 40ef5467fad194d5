import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf } from '@brass/composer/apps';
import { ensureLiveReleases } from '@brass/composer/releases/commands';
import { run } from '@brass/composer/processes';
import { startShop, type RunningShop } from '@brass/composer/shop';

/**
 * `pnpm bench`: the performance figures of the whole shop, printed and written to
 * bench-results/latest.json: first-visit bytes per route and Lighthouse in a real Chromium, then the
 * API's throughput and paged-read latency, then how long a promotion and a rollback take to reach pages. Set BENCH_SKIP_LIGHTHOUSE=1 or BENCH_SKIP_API=1 to skip a part.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'brass-bench-'));

async function shopIsServing(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${portOf('api')}/api/health`)).ok;
  } catch {
    return false;
  }
}

let shop: RunningShop | undefined;
if (!(await shopIsServing())) {
  // A release of every app as the sources are now, in a folder of its own.
  const releases = join(scratch, 'releases');
  await ensureLiveReleases(repo, releases);
  shop = await startShop({
    repo,
    releases,
    apiEnv: { PGLITE_DIR: join(scratch, 'db'), DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
}

const results: Record<string, unknown> = {
  measuredAt: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim(),
  cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
};
try {
  const browserFile = join(scratch, 'browser.json');
  await run('pnpm', ['--filter', '@brass/e2e', 'exec', 'tsx', 'bench/run.ts', browserFile], { cwd: repo });
  results.browser = JSON.parse(readFileSync(browserFile, 'utf8'));
} finally {
  await shop?.stop();
}

if (!process.env.BENCH_SKIP_API && existsSync(join(repo, 'api/bench/throughput.ts'))) {
  const apiFile = join(scratch, 'api.json');
  await run('pnpm', ['--filter', '@brass/api', 'exec', 'tsx', 'bench/throughput.ts', apiFile], { cwd: repo });
  results.api = JSON.parse(readFileSync(apiFile, 'utf8'));
}

const releasesFile = join(scratch, 'releases.json');
await run('pnpm', ['--filter', '@brass/composer', 'exec', 'tsx', 'bench/rollback.ts', releasesFile], {
  cwd: repo,
});
results.releases = JSON.parse(readFileSync(releasesFile, 'utf8'));

mkdirSync(join(repo, 'bench-results'), { recursive: true });
writeFileSync(join(repo, 'bench-results/latest.json'), JSON.stringify(results, null, 2));
console.log('\nWrote bench-results/latest.json');
