import { join, resolve } from 'node:path';
import type { AppName } from '@brass/shared/runtime-config';

/**
 * Where releases live: `releases/<app>/<id>/` holds `release.json`, the browser's files in `client/`
 * and, for a remote that renders pages on the server, its renderer in `server/`; `types/` holds the
 * declarations it was built with (its exposes, and @brass/shared). `releases/live.json`
 * says which release of each app is live. RELEASES_DIR moves the whole folder (a shared disk, a
 * test's scratch folder).
 */
export function releasesRoot(repo: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.RELEASES_DIR ? resolve(env.RELEASES_DIR) : join(repo, 'releases');
}

export const RELEASE_FILE = 'release.json';
export const POINTER_FILE = 'live.json';
export const CLIENT_DIR = 'client';
export const SERVER_DIR = 'server';
export const RENDERER_FILE = 'render.js';
/**
 * Where the host's release keeps its not-found page, prerendered at build time: the shop's server draws
 * it into the shell's main element for an address no route matches, so that page is there before any
 * script. Not named .html: Vite would add the build's preloads to it, and it would be served as a page.
 */
export const NOT_FOUND_FRAGMENT = 'prerendered/not-found.markup';

/** A date and twelve hex digits of the content hash, e.g. `20261123-3f9a0c1b2d4e`. */
export const RELEASE_ID = /^\d{8}-[0-9a-f]{12}$/;

export const appFolder = (root: string, app: AppName) => join(root, app);
export const releaseFolder = (root: string, app: AppName, id: string) => join(root, app, id);
export const pointerFile = (root: string) => join(root, POINTER_FILE);

/** The path under which a release's browser files are served, on whatever origin serves that app. */
export const releasePath = (app: AppName, id: string) => `/releases/${app}/${id}/`;
