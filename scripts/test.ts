import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `pnpm test`: everything a change must pass, in the order that fails fastest: the messages of the
 * commits since the message rule (scripts/commit-messages.ts), types, lint, unused files, exports
 * and dependencies (knip), format, the unit and integration tests of every package
 * (the API's on PGlite, and again on PostgreSQL when DATABASE_URL is set, followed by the pointer
 * in PostgreSQL followed by LISTEN and the tests of whole API processes, which need that server; the
 * composer's pointer tests then run on both stores), then the Playwright suite against a release of
 * every app, served as `pnpm start` serves it, and with DATABASE_URL the journey of kept pages
 * following the stock once more with the API, and the pointer, on PostgreSQL, and the journeys through
 * the production topology (`topology/`), which serve the same releases from a bucket.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'brass-test-reports-'));
/**
 * The releases both Playwright runs serve: the second finds every app released by the first, instead
 * of building them all again.
 */
const releases = mkdtempSync(join(tmpdir(), 'brass-test-releases-'));
const counts = { passed: 0, failed: 0 };

/** How a step hands over its totals: the JSON report its runner writes, read when it ends. */
type Report = { file: string; count: (report: never) => { passed: number; failed: number } };

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}, report?: Report) {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: repo, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => {
      // Which steps the run's time went to, for keeping the whole run short.
      console.log(`=== ${title}: ${Math.round((performance.now() - started) / 1000)} s`);
      if (report && existsSync(report.file)) {
        const { passed, failed } = report.count(JSON.parse(readFileSync(report.file, 'utf8')) as never);
        counts.passed += passed;
        counts.failed += failed;
      }
      if (code === 0) resolve();
      else reject(new Error(`${title} failed (exit ${code})`));
    });
  });
}

/** Playwright's suite, or the journeys `args` name, counted from its JSON report. */
function playwrightStep(title: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const file = nextReportFile();
  return step(
    title,
    'pnpm',
    ['--filter', '@brass/e2e', 'test:e2e', ...args],
    { RELEASES_DIR: releases, ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: file },
    {
      file,
      // A test that passed on its retry counts as passed; Playwright lists it as flaky as well.
      count: (report: { stats: { expected: number; flaky: number; unexpected: number } }) => ({
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
      }),
    },
  );
}

let reportNumber = 0;
const nextReportFile = () => join(reports, `${(reportNumber += 1)}.json`);

/** A vitest run with its JSON reporter beside the usual one. */
function vitestStep(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const file = nextReportFile();
  return step(
    title,
    command,
    [...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    env,
    {
      file,
      count: (report: { numPassedTests: number; numFailedTests: number }) => ({
        passed: report.numPassedTests,
        failed: report.numFailedTests,
      }),
    },
  );
}

const packages = [
  '@brass/shared',
  '@brass/host',
  '@brass/remote-catalog',
  '@brass/remote-checkout',
  '@brass/remote-account',
  '@brass/remote-blog',
  '@brass/remote-admin',
  '@brass/sandbox',
  '@brass/composer',
  '@brass/release-tools',
];

try {
  await step('Commit messages', 'pnpm', ['commit-messages']);
  await step('Type check', 'pnpm', ['typecheck']);
  await step('Lint', 'pnpm', ['lint']);
  await step('Unused files, exports and dependencies', 'pnpm', ['knip']);
  await step('Format', 'pnpm', ['format:check']);
  for (const name of packages) await vitestStep(`Unit tests: ${name}`, 'pnpm', ['--filter', name, 'test']);
  await vitestStep('Unit tests: the build tooling', 'pnpm', ['exec', 'vitest', 'run', 'tooling/']);
  await vitestStep('API tests on PGlite', 'pnpm', ['--filter', '@brass/api', 'test'], { DATABASE_URL: '' });
  if (process.env.DATABASE_URL) {
    await vitestStep('API tests on PostgreSQL', 'pnpm', ['--filter', '@brass/api', 'test']);
    await vitestStep('The live pointer in PostgreSQL, followed by LISTEN', 'pnpm', [
      '--filter',
      '@brass/composer',
      'test:postgres',
    ]);
    await vitestStep('API process tests: crashes, signals, replicas, lost connections', 'pnpm', [
      '--filter',
      '@brass/api',
      'test:process',
    ]);
  }
  await playwrightStep('End-to-end tests in Chromium', [
    `--reporter=list,json${process.env.CI ? ',html' : ''}`,
  ]);
  if (process.env.DATABASE_URL) {
    // The journeys run on PGlite; kept pages must follow the stock as closely when the API's changes
    // come from PostgreSQL's notifications, so the journey that proves it runs again on an empty database.
    const server = process.env.DATABASE_URL;
    const database = `brass_e2e_${process.pid}`;
    const url = new URL(server);
    url.pathname = `/${database}`;
    await step('A database for the journey on PostgreSQL', 'psql', [
      server,
      '-qc',
      `create database ${database}`,
    ]);
    try {
      await playwrightStep(
        'Kept pages follow the stock, with the API on PostgreSQL',
        ['tests/catalog/fresh-pages.spec.ts', '--reporter=list,json'],
        { E2E_DATABASE_URL: url.href },
      );
    } finally {
      await step('Its database dropped', 'psql', [server, '-qc', `drop database ${database} with (force)`]);
    }
    // The releases the journeys served, uploaded to a bucket and served by two composition servers.
    await vitestStep(
      'The production topology: PostgreSQL, a bucket, two APIs and two composition servers behind HAProxy',
      'pnpm',
      ['--filter', '@brass/topology', 'test:topology'],
      { RELEASES_DIR: releases },
    );
  }
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  counts.failed = Math.max(counts.failed, 1);
}

console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed > 0 ? 1 : 0);
