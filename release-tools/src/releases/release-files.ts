import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTE_ENTRY_FILE } from '@brass/shared/remote-routes';
import type { AppName } from '@brass/shared/runtime-config';
import { CLIENT_DIR, releaseFolder, releasePath } from '@brass/composer/releases/layout';
import type { ReleaseManifest } from '@brass/composer/releases/release-manifest';

const MANIFEST = 'mf-manifest.json';

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: Assets }[];
  shared: { assets: Assets }[];
}

/** A remote release's `mf-manifest.json`, or undefined when it has none. */
export async function federationManifestOf(
  root: string,
  release: ReleaseManifest,
): Promise<FederationManifest | undefined> {
  const file = join(releaseFolder(root, release.app, release.id), CLIENT_DIR, MANIFEST);
  if (!existsSync(file)) return undefined;
  return JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
}

const filesOf = ({ js, css }: Assets) => [...js.sync, ...js.async, ...css.sync, ...css.async];

/**
 * The files a browser loads from a release: for a remote, its manifest, the entry the shell loads
 * beside it, and every file the manifest names (its entry, each expose's and each shared library's
 * chunks); for the host, its page and the files the page names.
 */
export async function filesNamed(root: string, release: ReleaseManifest): Promise<string[]> {
  const client = join(releaseFolder(root, release.app, release.id), CLIENT_DIR);
  if (release.app === 'host') {
    const page = join(client, 'index.html');
    if (!existsSync(page)) return ['index.html'];
    const html = await readFile(page, 'utf8');
    return ['index.html', ...[...html.matchAll(/\b(?:src|href)="\.\/([^"]+)"/g)].map((match) => match[1]!)];
  }
  const manifest = await federationManifestOf(root, release);
  if (!manifest) return [MANIFEST];
  const { path, name } = manifest.metaData.remoteEntry;
  return [
    ...new Set([
      MANIFEST,
      REMOTE_ENTRY_FILE,
      join(path, name),
      ...manifest.exposes.flatMap((expose) => filesOf(expose.assets)),
      ...manifest.shared.flatMap((shared) => filesOf(shared.assets)),
    ]),
  ];
}

/** Where the release's files are served from, when a CDN serves them: `<APP>_RELEASES_ORIGIN`. */
function servedOrigin(app: AppName, env: NodeJS.ProcessEnv): string | undefined {
  return app === 'host' ? undefined : env[`${app.toUpperCase()}_RELEASES_ORIGIN`];
}

/**
 * The files a release needs that a browser would not get, said as one sentence, or nothing when all
 * are there: on disk, and, when a CDN serves the app, answering there too. A release missing its
 * entry or a chunk would show shoppers the Retry panel on every page of the app.
 */
export async function missingFiles(
  root: string,
  release: ReleaseManifest,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const client = join(releaseFolder(root, release.app, release.id), CLIENT_DIR);
  const files = await filesNamed(root, release);
  const absent = files.filter((file) => !existsSync(join(client, file)));
  const name = `${release.app} ${release.id}`;
  if (absent.length > 0)
    return [
      `${name} lacks files its ${release.app === 'host' ? 'page' : 'manifest'} names: ${absent.join(', ')}`,
    ];
  const origin = servedOrigin(release.app, env);
  if (!origin) return [];
  const base = `${origin}${releasePath(release.app, release.id)}`;
  const unanswered = (
    await Promise.all(
      files.map(async (file) => {
        const response = await fetch(new URL(file, base), { method: 'HEAD' }).catch(() => undefined);
        return response?.ok ? undefined : `${file} (${response ? response.status : 'no answer'})`;
      }),
    )
  ).filter((file) => file !== undefined);
  return unanswered.length > 0 ? [`${name} is not served whole from ${base}: ${unanswered.join(', ')}`] : [];
}
