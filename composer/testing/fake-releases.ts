import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OwnRoute } from '@brass/shared/remote-routes';
import type { AppName } from '@brass/shared/runtime-config';
import {
  CLIENT_DIR,
  RELEASE_FILE,
  RENDERER_FILE,
  SERVER_DIR,
  releaseFolder,
} from '../src/releases/layout.ts';
import type { ReleaseManifest } from '../src/releases/release-manifest.ts';

/** A host page shaped like the build's: relative files, a module entry and the shell's empty main element. */
export const HOST_INDEX = `<!doctype html><html><head><title>Brass Aangan</title><link rel="icon" href="./favicon.svg" /><script type="module" crossorigin src="./assets/entry.js"></script></head><body><div id="root"><main id="main" tabindex="-1"></main></div></body></html>`;

export interface FakeRelease {
  routes?: OwnRoute[];
  /** Files of the client folder by path; every remote gets a manifest and an entry. */
  files?: Record<string, string>;
  /** The source of server/render.js. */
  renderer?: string;
  builtAt?: string;
  /** The versions of the libraries the page shares that the release was built against. */
  versions?: ReleaseManifest['versions'];
  federationRuntime?: ReleaseManifest['federationRuntime'];
  /** The ranges its manifest declares, by package. */
  requires?: ReleaseManifest['requires'];
}

/**
 * Writes a release as `pnpm release` lays it out, without building anything: the serving code reads
 * only release.json, the client folder and the renderer.
 */
export async function writeFakeRelease(
  root: string,
  app: AppName,
  id: string,
  {
    routes = [],
    files = {},
    renderer,
    builtAt = new Date().toISOString(),
    versions = { react: '19.3.1', 'react-dom': '19.3.1', '@brass/shared': '1.0.0' },
    federationRuntime,
    requires,
  }: FakeRelease = {},
): Promise<void> {
  const folder = releaseFolder(root, app, id);
  const client: Record<string, string> =
    app === 'host'
      ? { 'index.html': HOST_INDEX, 'assets/entry.js': 'export {};', 'favicon.svg': '<svg/>' }
      : {
          'index.html': `<!doctype html><title>${app} ${id}</title><script type="module" src="./assets/page.js"></script>`,
          'mf-manifest.json': JSON.stringify({
            metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
            exposes: routes.map((route) => ({
              name: route.page,
              assets: { js: { sync: [`assets/${route.page}.js`], async: [] }, css: { sync: [], async: [] } },
            })),
            shared: [],
          }),
          'remoteEntry.js': `export const release = '${id}';`,
          ...Object.fromEntries(
            routes.map((route) => [`assets/${route.page}.js`, `export default '${route.page}';`]),
          ),
        };
  for (const [path, content] of Object.entries({ ...client, ...files })) {
    await mkdir(dirname(join(folder, CLIENT_DIR, path)), { recursive: true });
    await writeFile(join(folder, CLIENT_DIR, path), content);
  }
  if (renderer) {
    await mkdir(join(folder, SERVER_DIR), { recursive: true });
    await writeFile(join(folder, SERVER_DIR, RENDERER_FILE), renderer);
  }
  const manifest: ReleaseManifest = {
    app,
    id,
    commit: 'f35bd83f35bd83f35bd83f35bd83f35bd83f35bd',
    dirty: false,
    builtAt,
    sourceDigest: `digest of ${app} ${id}`,
    versions,
    federationRuntime,
    requires,
    exposes: routes.map((route) => route.page),
    routes,
    serverRenderer: renderer !== undefined,
  };
  await writeFile(join(folder, RELEASE_FILE), JSON.stringify(manifest));
}

export const release = (n: number) => `20261123-${n.toString(16).padStart(12, '0')}`;
