import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from './processes.ts';
import { hashTree } from './releases/build-app.ts';

/** The API as `pnpm --filter @brass/api build` leaves it, relative to `api/`: what the shop runs. */
export const API_SERVER = 'dist/server.js';
const STAMP = 'dist/.build-stamp';

/**
 * A digest of everything the API's build reads: its sources, @brass/shared's and the composer's (the
 * releases screen bundles its release modules, which read tooling/federation-shared.ts), its recipe,
 * the lockfile.
 */
async function apiSourceDigest(repo: string): Promise<string> {
  const hash = createHash('sha256');
  for (const part of ['api/src', 'shared/src', 'composer/src']) await hashTree(repo, join(repo, part), hash);
  for (const file of [
    'tooling/federation-shared.ts',
    'api/package.json',
    'api/rolldown.config.ts',
    'pnpm-lock.yaml',
  ])
    hash.update(file).update(await readFile(join(repo, file)));
  return hash.digest('hex');
}

/** Builds the API into `api/dist` unless the build there is of the sources as they are now. */
export async function ensureApiBuilt(repo: string): Promise<void> {
  const api = join(repo, 'api');
  const digest = await apiSourceDigest(repo);
  const stamp = join(api, STAMP);
  const built = existsSync(join(api, API_SERVER)) && existsSync(stamp) ? await readFile(stamp, 'utf8') : '';
  if (built === digest) return;
  console.log('[build] building the API');
  await run('pnpm', ['--silent', 'run', 'build'], { cwd: api });
  await writeFile(stamp, digest);
}
