import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { AppName } from '@brass/shared/runtime-config';
import { ReleaseError } from '../apps.ts';
import { RELEASE_FILE, RELEASE_ID, appFolder, releaseFolder } from './layout.ts';

const ownRoute = z.object({
  path: z.string().startsWith('/'),
  page: z.string().min(1),
  title: z.string().min(1),
  serverRendered: z.boolean(),
});

/** `release.json`: what a release is, written once when it is made and never changed. */
export const releaseManifestSchema = z.object({
  app: z.enum(['host', 'catalog', 'checkout', 'account', 'blog', 'admin']),
  id: z.string().regex(RELEASE_ID),
  /** The git commit it was built from; `dirty` when the app's sources had uncommitted changes. */
  commit: z.string(),
  dirty: z.boolean(),
  builtAt: z.iso.datetime(),
  /** A digest of the sources it was built from: releasing unchanged sources again reuses it. */
  sourceDigest: z.string(),
  /** The versions it was built against: the singletons every app of the page must agree on. */
  versions: z.object({ react: z.string(), 'react-dom': z.string(), '@brass/shared': z.string() }),
  /**
   * The federation runtime of the page: the host `provides` one copy for every app, a remote `reads`
   * the page's. Releases made before the page shared it carry their own copy and say nothing.
   */
  federationRuntime: z.enum(['provides', 'reads']).optional(),
  /** The modules a remote exposes, by name (`CartPage`); none for the host. */
  exposes: z.array(z.string()),
  /** The pages a remote renders; the host composes its route table from the live releases. */
  routes: z.array(ownRoute),
  /** Whether `server/render.js` exists: the remote renders some of its pages on the server too. */
  serverRenderer: z.boolean(),
});

export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

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
  let parsed;
  try {
    parsed = releaseManifestSchema.safeParse(JSON.parse(text));
  } catch {
    throw new ReleaseError(`${app}/${id}/${RELEASE_FILE} is not JSON: the release is damaged.`);
  }
  if (!parsed.success || parsed.data.app !== app || parsed.data.id !== id)
    throw new ReleaseError(
      `${app}/${id}/${RELEASE_FILE} does not describe ${app} ${id}: the release is damaged.`,
    );
  return parsed.data;
}

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
  return releases
    .filter((release): release is ReleaseManifest => release !== undefined)
    .sort((a, b) => b.builtAt.localeCompare(a.builtAt) || b.id.localeCompare(a.id));
}
