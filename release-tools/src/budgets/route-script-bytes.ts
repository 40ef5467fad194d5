import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppName } from '@brass/shared/runtime-config';
import { CLIENT_DIR, releaseFolder } from '@brass/composer/releases/layout';
import { readPointer } from '@brass/composer/releases/live-pointer';
import { readRelease, type ReleaseManifest } from '@brass/composer/releases/release-manifest';
import { federationManifestOf, filesNamed } from '../releases/release-files.ts';
import { kib } from './budget-breaches.ts';
import type { PointerStore } from '@brass/composer/releases/pointer-store';

/** What the host's own JavaScript is part of: the first visit of every route. */
const HOST_SHELL = 'every route (the shell)';

/** A file's size as a browser receives it: its Brotli copy made by the build, else its gzip copy, else itself. */
function wireBytes(client: string, file: string): number {
  const copy = [`${file}.br`, `${file}.gz`, file].find((name) => existsSync(join(client, name)));
  return copy ? statSync(join(client, copy)).size : 0;
}

/**
 * The bytes of a release's own JavaScript for each route it owns, compressed, from its files on disk:
 * for a remote, its entry and every chunk its manifest names for the route's page, loaded with it or
 * on demand (so a growing lazy chunk shows too); for the host, the scripts its page names, which every
 * route loads. Without a browser, so promote stays fast; the pipeline measures the first visit itself.
 */
export async function routeScriptBytes(root: string, release: ReleaseManifest): Promise<Map<string, number>> {
  const client = join(releaseFolder(root, release.app, release.id), CLIENT_DIR);
  const sum = (files: string[]) =>
    files.filter((file) => file.endsWith('.js')).reduce((total, file) => total + wireBytes(client, file), 0);
  if (release.app === 'host') return new Map([[HOST_SHELL, sum(await filesNamed(root, release))]]);
  const manifest = await federationManifestOf(root, release);
  if (!manifest) return new Map();
  const entry = join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  return new Map(
    release.routes.map((route) => {
      const expose = manifest.exposes.find(({ name }) => name === route.page || name === `./${route.page}`);
      const chunks = expose ? [...expose.assets.js.sync, ...expose.assets.js.async] : [];
      return [route.path, sum([...new Set([entry, ...chunks])])];
    }),
  );
}

/**
 * What promote prints: for each route, the app's own JavaScript in the release against the live one,
 * e.g. `/cart: 47.1 KiB → 48.3 KiB (+1.2 KiB)`. Nothing when the app has no live release, this one is
 * live, or neither owns a route.
 */
export async function routeBytesAgainstLive(
  store: PointerStore,
  app: AppName,
  id: string,
): Promise<string[]> {
  const { root } = store;
  const liveId = (await readPointer(store))?.live[app];
  if (!liveId || liveId === id) return [];
  const [candidate, live] = await Promise.all([
    routeScriptBytes(root, await readRelease(root, app, id)),
    routeScriptBytes(root, await readRelease(root, app, liveId)),
  ]);
  if (live.size === 0 && candidate.size === 0) return [];
  const lines = [`${app}'s own JavaScript on each route's first visit, against live ${liveId}:`];
  for (const route of new Set([...live.keys(), ...candidate.keys()])) {
    const before = live.get(route);
    const after = candidate.get(route);
    if (before === undefined) lines.push(`  ${route}: new, ${kib(after!)}`);
    else if (after === undefined) lines.push(`  ${route}: ${kib(before)} → no longer served`);
    else {
      const change = after - before;
      lines.push(
        `  ${route}: ${kib(before)} → ${kib(after)} (${change < 0 ? '−' : '+'}${kib(Math.abs(change))})`,
      );
    }
  }
  return lines;
}
