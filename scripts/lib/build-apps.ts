import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { SERVER_RENDER_ENTRY, SERVER_RENDER_OUT_DIR } from '../../tooling/remote-vite-config.ts';
import { frontendApps } from './apps.ts';
import { precompress } from './precompress.ts';
import { run } from './processes.ts';

const STAMP = '.build-stamp';
const IGNORED = new Set(['node_modules', 'dist', SERVER_RENDER_OUT_DIR, '.__mf__temp']);

async function hashTree(root: string, dir: string, hash: ReturnType<typeof createHash>): Promise<void> {
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

/** A digest of everything an app's build depends on: its own sources, @brass/shared, the build tooling and scripts, and the lockfile. */
async function sourceDigest(repo: string, dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const part of [dir, 'shared/src', 'tooling', 'scripts/lib'])
    await hashTree(repo, join(repo, part), hash);
  hash.update(await readFile(join(repo, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

/** Builds each frontend app whose sources changed since its last build (all of them with `force`). */
export async function buildApps(repo: string, { force = false } = {}): Promise<void> {
  for (const app of frontendApps()) {
    const digest = await sourceDigest(repo, app.dir);
    const stampPath = join(repo, app.dir, 'dist', STAMP);
    const built = existsSync(stampPath) ? await readFile(stampPath, 'utf8') : '';
    if (!force && built === digest) {
      console.log(`[build] ${app.dir} is up to date`);
      continue;
    }
    console.log(`[build] building ${app.dir}`);
    const build = (args: string[]) =>
      run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn', ...args], {
        cwd: join(repo, app.dir),
        env: {
          ...process.env,
          // The federation plugin switches itself off under NODE_ENV=test: a release build is always production.
          NODE_ENV: 'production',
          // Node warns that the `@brass/shared/` share prefix looks like a deprecated exports pattern; it is not one.
          NODE_OPTIONS: '--no-deprecation',
        },
      });
    await build([]);
    if (existsSync(join(repo, app.dir, SERVER_RENDER_ENTRY))) await build(['--ssr', SERVER_RENDER_ENTRY]);
    await precompress(join(repo, app.dir, 'dist'));
    await writeFile(stampPath, digest);
  }
}
