import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { SERVER_RENDER_ENTRY, SERVER_RENDER_OUT_DIR } from '../../../tooling/remote-vite-config.ts';
import { frontendApps, type FrontendApp } from '@brass/composer/apps';
import { run } from '../processes.ts';
import { BUDGET_FILE } from '../budgets/budget-file.ts';

const STAMP = '.build-stamp';
// An app's performance budget is checked against its releases, never built into one: changing it ships nothing.
const IGNORED = new Set(['node_modules', 'dist', SERVER_RENDER_OUT_DIR, '.__mf__temp', BUDGET_FILE]);

/**
 * Feeds every file below `dir`, its path from `root` then its bytes, into the hash in a stable order;
 * builds, dependencies and tests are left out.
 */
export async function hashTree(
  root: string,
  dir: string,
  hash: ReturnType<typeof createHash>,
): Promise<void> {
  if (!existsSync(dir)) return;
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (IGNORED.has(entry.name) || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx'))
      continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await hashTree(root, path, hash);
    else hash.update(relative(root, path)).update(await readFile(path));
  }
}

/**
 * A digest of everything an app's release depends on: its own sources, @brass/shared and its version
 * (which the app asks the page for), the build and release tooling, and the lockfile.
 */
export async function sourceDigest(repo: string, app: FrontendApp): Promise<string> {
  const hash = createHash('sha256');
  const tooling = [
    'tooling',
    'composer/src/releases',
    'release-tools/src/releases',
    'release-tools/src/contracts',
  ];
  for (const part of [app.dir, 'shared/src', ...tooling]) await hashTree(repo, join(repo, part), hash);
  for (const file of ['shared/package.json', 'pnpm-lock.yaml']) hash.update(await readFile(join(repo, file)));
  return hash.digest('hex');
}

/**
 * Builds one app alone: the browser's files into `client` (with their Brotli and gzip copies, made by
 * the build: `tooling/precompress-plugin.ts`), and the server renderer into `server` when the app has one.
 */
export async function buildApp(
  repo: string,
  app: FrontendApp,
  { client, server }: { client: string; server: string },
): Promise<void> {
  const build = (args: string[]) =>
    run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn', '--emptyOutDir', ...args], {
      cwd: join(repo, app.dir),
      env: {
        // The federation plugin switches itself off when it sees a test runner (VITEST, JEST_WORKER_ID,
        // NODE_ENV=test): a release build is the same production build whoever starts it.
        ...Object.fromEntries(
          Object.entries(process.env).filter(
            ([name]) => !name.startsWith('VITEST') && name !== 'JEST_WORKER_ID',
          ),
        ),
        NODE_ENV: 'production',
        // Node warns that the `@brass/shared/` share prefix looks like a deprecated exports pattern; it is not one.
        NODE_OPTIONS: '--no-deprecation',
      },
    });
  await build(['--outDir', client]);
  if (existsSync(join(repo, app.dir, SERVER_RENDER_ENTRY)))
    await build(['--ssr', SERVER_RENDER_ENTRY, '--outDir', server]);
}

/** `pnpm build`: builds each app into its own `dist/` when its sources changed (all of them with `force`). */
export async function buildApps(repo: string, { force = false } = {}): Promise<void> {
  for (const app of frontendApps()) {
    const digest = await sourceDigest(repo, app);
    const stampPath = join(repo, app.dir, 'dist', STAMP);
    const built = existsSync(stampPath) ? await readFile(stampPath, 'utf8') : '';
    if (!force && built === digest) {
      console.log(`[build] ${app.dir} is up to date`);
      continue;
    }
    console.log(`[build] building ${app.dir}`);
    await buildApp(repo, app, {
      client: join(repo, app.dir, 'dist'),
      server: join(repo, app.dir, SERVER_RENDER_OUT_DIR),
    });
    await writeFile(stampPath, digest);
  }
}
