import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OwnRoute } from '@brass/shared/remote-routes';
import { ReleaseError, type FrontendApp } from '@brass/composer/apps';
import { publishTypes } from '../contracts/published-types.ts';
import { buildApp, sourceDigest } from './build-app.ts';
import {
  CLIENT_DIR,
  RELEASE_FILE,
  SERVER_DIR,
  RENDERER_FILE,
  appFolder,
  releaseFolder,
} from '@brass/composer/releases/layout';
import { listReleases, readRelease, type ReleaseManifest } from '@brass/composer/releases/release-manifest';
import { pruneReleases } from './retention.ts';
import type { PointerStore } from '@brass/composer/releases/pointer-store';

/** A content hash of every file of a built release, names included. */
async function hashOutput(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (folder: string): Promise<void> => {
    const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else
        hash
          .update(relative(dir, path))
          .update('\0')
          .update(await readFile(path));
    }
  };
  await walk(dir);
  return hash.digest('hex');
}

const versionOf = async (packageJson: string) =>
  (JSON.parse(await readFile(packageJson, 'utf8')) as { version: string }).version;

function gitCommit(repo: string, app: FrontendApp): { commit: string; dirty: boolean } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--', app.dir, 'shared', 'tooling') !== '';
    return { commit: git('rev-parse', 'HEAD'), dirty };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}

/** The pages a remote declares in `src/routes.ts`; the host declares none. */
export async function declaredRoutes(repo: string, app: FrontendApp): Promise<OwnRoute[]> {
  const file = join(repo, app.dir, 'src', 'routes.ts');
  if (app.name === 'host' || !existsSync(file)) return [];
  return ((await import(pathToFileURL(file).href)) as { routes: OwnRoute[] }).routes;
}

interface PublishedManifest {
  exposes: { name: string }[];
  shared: { name: string; requiredVersion: string }[];
}

/** What a remote's built manifest publishes: its exposes, and the range of each library it shares, by package. */
async function published(client: string): Promise<{ exposes: string[]; requires?: Record<string, string> }> {
  const manifest = join(client, 'mf-manifest.json');
  if (!existsSync(manifest)) return { exposes: [] };
  const { exposes, shared } = JSON.parse(await readFile(manifest, 'utf8')) as PublishedManifest;
  const packageOf = (name: string) =>
    name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
  return {
    exposes: exposes.map((expose) => expose.name),
    requires: Object.fromEntries(shared.map((library) => [packageOf(library.name), library.requiredVersion])),
  };
}

/** A route whose page the release does not expose would fail in every shopper's browser: refuse it now. */
export function checkRoutesExposed(app: FrontendApp, routes: OwnRoute[], exposes: string[]): void {
  const unexposed = routes.filter((route) => !exposes.includes(route.page));
  if (unexposed.length > 0)
    throw new ReleaseError(
      `${app.name} declares routes whose page it does not expose: ${unexposed
        .map((route) => `${route.path} -> ./${route.page}`)
        .join(', ')}. Add the page to the exposes of ${app.dir}/vite.config.ts.`,
    );
}

export interface CreatedRelease {
  release: ReleaseManifest;
  /** False when an existing release already holds exactly this build. */
  built: boolean;
}

/**
 * `pnpm release <app>`: builds one app into a new immutable folder `releases/<app>/<id>/`. The id
 * is the build date and a hash of the output, so it changes whenever the output does. The build
 * happens in a staging folder renamed into place at the end: a release folder is complete or absent,
 * and is never written again. Unchanged sources reuse the release already built from them.
 */
export async function createRelease(
  repo: string,
  app: FrontendApp,
  store: PointerStore,
  { keep = Number(process.env.RELEASES_KEEP ?? 10) } = {},
): Promise<CreatedRelease> {
  const { root } = store;
  const digest = await sourceDigest(repo, app);
  const existing = (await listReleases(root, app.name)).find((release) => release.sourceDigest === digest);
  if (existing) return { release: existing, built: false };

  const staging = join(appFolder(root, app.name), `.staging-${randomUUID()}`);
  await mkdir(staging, { recursive: true });
  try {
    const client = join(staging, CLIENT_DIR);
    const server = join(staging, SERVER_DIR);
    await buildApp(repo, app, { client, server });
    await publishTypes(repo, app, staging);
    const { exposes, requires } = await published(client);
    const routes = await declaredRoutes(repo, app);
    checkRoutesExposed(app, routes, exposes);
    const id = `${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${(await hashOutput(staging)).slice(0, 12)}`;
    const folder = releaseFolder(root, app.name, id);
    const appDir = join(repo, app.dir);
    const release: ReleaseManifest = {
      app: app.name,
      id,
      ...gitCommit(repo, app),
      builtAt: new Date().toISOString(),
      sourceDigest: digest,
      versions: {
        react: await versionOf(join(appDir, 'node_modules/react/package.json')),
        'react-dom': await versionOf(join(appDir, 'node_modules/react-dom/package.json')),
        '@brass/shared': await versionOf(join(repo, 'shared/package.json')),
      },
      ...(requires ? { requires } : {}),
      // As host/vite.config.ts and tooling/remote-vite-config.ts build them.
      federationRuntime: app.name === 'host' ? 'provides' : 'reads',
      exposes,
      routes,
      serverRenderer: existsSync(join(server, RENDERER_FILE)),
    };
    if (existsSync(folder)) {
      await rm(staging, { recursive: true, force: true });
      return { release: await readRelease(root, app.name, id), built: false };
    }
    await writeFile(join(staging, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
    await rename(staging, folder);
    await pruneReleases(store, app.name, { keep });
    return { release, built: true };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
