import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/**
 * `pnpm test`: everything a change must pass, in the order that fails fastest: types, lint, format,
 * the unit and integration tests of every package (the API's on PGlite, and again on PostgreSQL when
 * DATABASE_URL is set, followed by the tests of whole API processes, which need that server), then the
 * Playwright suite against a release of every app, served as `pnpm start` serves it.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const counts = { passed: 0, failed: 0 };

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  console.log(`\n=== ${title}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repo,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      tally(output);
      if (code === 0) resolve();
      else reject(new Error(`${title} failed (exit ${code})`));
    });
  });
}

/** Adds up the closing counts of vitest ("Tests  12 passed | 1 failed (13)") and Playwright ("12 passed (30s)"). */
function tally(output: string) {
  const plain = stripVTControlCharacters(output);
  for (const line of plain.split('\n')) {
    const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    const source = vitest ? vitest[1]! : /^\s+\d+ (passed|failed)( \(.*\))?\s*$/.test(line) ? line : '';
    if (!source) continue;
    counts.passed += Number(/(\d+) passed/.exec(source)?.[1] ?? 0);
    counts.failed += Number(/(\d+) failed/.exec(source)?.[1] ?? 0);
  }
}

const packages = [
  '@brass/shared',
  '@brass/host',
  '@brass/remote-catalog',
  '@brass/remote-checkout',
  '@brass/remote-account',
  '@brass/remote-blog',
  '@brass/sandbox',
  '@brass/composer',
];

try {
  await step('Type check', 'pnpm', ['typecheck']);
  await step('Lint', 'pnpm', ['lint']);
  await step('Format', 'pnpm', ['format:check']);
  for (const name of packages) await step(`Unit tests: ${name}`, 'pnpm', ['--filter', name, 'test']);
  await step('Unit tests: the build tooling', 'pnpm', ['exec', 'vitest', 'run', 'tooling/']);
  await step('API tests on PGlite', 'pnpm', ['--filter', '@brass/api', 'test'], { DATABASE_URL: '' });
  if (process.env.DATABASE_URL) {
    await step('API tests on PostgreSQL', 'pnpm', ['--filter', '@brass/api', 'test']);
    await step('API process tests: crashes, signals, replicas, lost connections', 'pnpm', [
      '--filter',
      '@brass/api',
      'test:process',
    ]);
  }
  await step('End-to-end tests in Chromium', 'pnpm', ['--filter', '@brass/e2e', 'test:e2e']);
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  counts.failed = Math.max(counts.failed, 1);
}

console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed > 0 ? 1 : 0);
