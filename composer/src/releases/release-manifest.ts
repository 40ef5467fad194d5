import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import type { AppName } from '@brass/shared/runtime-config';
import { ReleaseError } from '../apps.ts';
import { RELEASE_FILE, RELEASE_ID, appFolder, releaseFolder } from './layout.ts';

const ownRoute = v.object({
  path: v.pipe(v.string(), v.startsWith('/')),
  page: v.pipe(v.string(), v.minLength(1)),
  title: v.pipe(v.string(), v.minLength(1)),
  serverRendered: v.boolean(),
});

/** `release.json`: what a release is, written once when it is made and never changed. */
export const releaseManifestSchema = v.object({
  app: v.picklist(['host', 'catalog', 'checkout', 'account', 'blog', 'admin']),
  id: v.pipe(v.string(), v.regex(RELEASE_ID)),
  /** The git commit it was built from; `dirty` when the app's sources had uncommitted changes. */
  commit: v.string(),
  dirty: v.boolean(),
  builtAt: v.pipe(v.string(), v.isoTimestamp()),
  /** A digest of the sources it was built from: releasing unchanged sources again reuses it. */
  sourceDigest: v.string(),
  /** The versions it was built against: the singletons every app of the page must agree on. */
  versions: v.object({ react: v.string(), 'react-dom': v.string(), '@brass/shared': v.string() }),
  /**
   * The range of each library a remote asks the page for, by package, as its manifest publishes them
   * (`{ '@brass/shared': '^4.0.0' }`). Releases made before they recorded it say nothing.
   */
  requires: v.optional(v.record(v.string(), v.string())),
  /**
   * The federation runtime of the page: the host `provides` one copy for every app, a remote `reads`
   * the page's. Releases made before the page shared it carry their own copy and say nothing.
   */
  federationRuntime: v.optional(v.picklist(['provides', 'reads'])),
  /** The modules a remote exposes, by name (`CartPage`); none for the host. */
  exposes: v.array(v.string()),
  /** The pages a remote renders; the host composes its route table from the live releases. */
  routes: v.array(ownRoute),
  /** Whether `server/render.js` exists: the remote renders some of its pages on the server too. */
  serverRenderer: v.boolean(),
});

export type ReleaseManifest = v.InferOutput<typeof releaseManifestSchema>;

/** The release.json of one release, checked; a clear message when it is missing or malformed. */
export async function readRelease(root: string, app: AppName, id: string): Promise<ReleaseManifest> {
  if (!RELEASE_ID.test(id))
    throw new ReleaseError(`"${id}" is not a release id (they look like 20261123-3f9a0c1b2d4e).`);
  let text: string;
  try {
    text = await readFile(join(releaseFolder(root, app, id), RELEASE_FILE), 'utf8');
  } catch {
    throw new ReleaseError(
      `${app} has no release ${id}: there is no ${app}/${id}/${RELEASE_FILE} in ${root}. ` +
        `Run \`pnpm releases ${app}\` to see its releases.`,
    );
  }
  return parseRelease(text, app, id);
}

/** A release.json's text, checked to describe the app's release `id`. */
export function parseRelease(text: string, app: AppName, id: string): ReleaseManifest {
  let parsed;
  try {
    parsed = v.safeParse(releaseManifestSchema, JSON.parse(text));
  } catch {
    throw new ReleaseError(`${app}/${id}/${RELEASE_FILE} is not JSON: the release is damaged.`);
  }
  if (!parsed.success || parsed.output.app !== app || parsed.output.id !== id)
    throw new ReleaseError(
      `${app}/${id}/${RELEASE_FILE} does not describe ${app} ${id}: the release is damaged.`,
    );
  return parsed.output;
}

/** Newest first, as the release lists show them. */
export const newestFirst = (a: ReleaseManifest, b: ReleaseManifest) =>
  b.builtAt.localeCompare(a.builtAt) || b.id.localeCompare(a.id);

/**
 * Every finished release of an app, newest first. A folder without a valid release.json (a build
 * that was interrupted, a damaged copy) is not a release and is left out.
 */
export async function listReleases(root: string, app: AppName): Promise<ReleaseManifest[]> {
  let names: string[];
  try {
    names = await readdir(appFolder(root, app));
  } catch {
    return [];
  }
  const releases = await Promise.all(
    names
      .filter((name) => RELEASE_ID.test(name))
      .map((id) => readRelease(root, app, id).catch(() => undefined)),
  );
  return releases.filter((release): release is ReleaseManifest => release !== undefined).sort(newestFirst);
}
