import { remoteEntryUrl, type RemoteRoute } from '@brass/shared/remote-routes';
import type { RuntimeConfig } from '@brass/shared/runtime-config';

/** The parts of a remote's mf-manifest.json that say which files a page needs. */
interface FederationManifest {
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: string[] } } }[];
}

/**
 * A manifest inside a release never changes, so one that was read is kept; one that could not be read
 * is asked for again after a few seconds. Enough entries for every route of several releases.
 */
const RETRY_FAILED_MANIFEST_MS = 5_000;
const MANIFESTS_KEPT = 200;
/** A slow remote must not hold up the page; the shell then loads the page's files on its own. */
const MANIFEST_TIMEOUT_MS = 500;

const manifests = new Map<string, { fetchedAt: number; manifest: Promise<FederationManifest | undefined> }>();

async function fetchManifest(url: string): Promise<FederationManifest | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    return response.ok ? ((await response.json()) as FederationManifest) : undefined;
  } catch {
    return undefined;
  }
}

async function manifestOf(url: string): Promise<FederationManifest | undefined> {
  const cached = manifests.get(url);
  if (cached) {
    const manifest = await cached.manifest;
    if (manifest || Date.now() - cached.fetchedAt < RETRY_FAILED_MANIFEST_MS) return manifest;
  }
  if (manifests.size >= MANIFESTS_KEPT) manifests.delete(manifests.keys().next().value!);
  const manifest = fetchManifest(url);
  manifests.set(url, { fetchedAt: Date.now(), manifest });
  return manifest;
}

/** For a value written into a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The files of a route's remote page, as absolute URLs; only the remote's entry when its manifest cannot be read. */
export interface RouteFiles {
  stylesheets: string[];
  scripts: string[];
}

/** What a route's remote page will load, read from the remote's manifest. */
export async function routeFiles(route: RemoteRoute, config: RuntimeConfig): Promise<RouteFiles> {
  const manifestUrl = config.remotes[route.remote];
  // The entry the shell loads the remote from (composition/federation.ts), known without the manifest.
  const files: RouteFiles = { stylesheets: [], scripts: [remoteEntryUrl(manifestUrl)] };
  const manifest = await manifestOf(manifestUrl);
  const expose = manifest?.exposes.find((candidate) => candidate.name === route.page);
  if (!manifest || !expose) return files;
  const url = (file: string) => new URL(file, manifestUrl).href;
  // Of the files a page loads later, only its share wrappers are needed in a composed page: the
  // rest are the remote's own copies of shared libraries, which the shell already provides.
  const shareWrappers = expose.assets.js.async.filter((file) => file.includes('__loadShare__'));
  files.stylesheets = expose.assets.css.sync.map(url);
  files.scripts.push(...[...expose.assets.js.sync, ...shareWrappers].map(url));
  return files;
}

/** The page's scripts, fetched early so that the page needs no round trips of its own. */
export function scriptPreloadLinks(files: RouteFiles): string {
  // A plain preload, not modulepreload: a failed modulepreload stays in the page's module map, so a
  // remote that was down at first would stay broken after Retry until the page is reloaded.
  return files.scripts
    .map((file) => `<link rel="preload" as="script" crossorigin href="${escapeAttribute(file)}" />`)
    .join('');
}

/**
 * Link tags that start fetching the remote page a route needs while the shell's own scripts load, so
 * that the page arrives with the shell instead of a chain of round trips after it. When the manifest
 * cannot be read, only the remote's entry is preloaded and the shell loads the page as usual.
 */
export function routePreloadLinks(files: RouteFiles): string {
  return (
    // The remote attaches its styles without CORS, so the preload must not ask for it either.
    files.stylesheets
      .map((file) => `<link rel="preload" as="style" href="${escapeAttribute(file)}" />`)
      .join('') + scriptPreloadLinks(files)
  );
}
