import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfigFnObject } from 'vite';
import { exposeChunksInManifestPlugin } from './expose-chunks-in-manifest-plugin.ts';
import { defaultPorts, sharedSingletons } from './federation-shared.ts';
import { precompressPlugin } from './precompress-plugin.ts';
import { runtimeConfigPlugin } from './runtime-config-plugin.ts';
import { scopedClassName } from './scoped-class-name.ts';
import { securityHeadersPlugin } from './security-headers-plugin.ts';
import { REMOTE_ENTRY_FILE, type OwnRoute, type RemoteName } from '../shared/src/remote-routes.ts';

interface RemoteOptions {
  name: RemoteName;
  /** Its pages (`src/routes.ts`), which its development server publishes for the host's route table. */
  routes: OwnRoute[];
  exposes: Record<string, string>;
}

/** A remote that renders its pages on the server too keeps the renderer here (`vite build --ssr <entry>`). */
export const SERVER_RENDER_ENTRY = 'src/server/render.tsx';
export const SERVER_RENDER_OUT_DIR = 'dist-server';

/**
 * One build recipe for the five remotes, so that they stay interchangeable for the host: relative
 * base (the host fetches chunks from the remote's own origin), a manifest, CSS Modules prefixed
 * with the remote's name, and the same shared singletons.
 */
export function remoteViteConfig({ name, routes, exposes }: RemoteOptions): UserConfigFnObject {
  const envPort = process.env[`${name.toUpperCase()}_PORT`];
  const port = envPort ? Number(envPort) : defaultPorts[name];
  return defineConfig(({ command, isSsrBuild, mode }) => {
    // The same class names on the server as in the browser, or the server-rendered page would be unstyled:
    // both are builds. Prefixed with the remote's name so no two remotes' classes meet on one page.
    const css = { modules: { generateScopedName: scopedClassName(name, command) } };
    return isSsrBuild
      ? {
          plugins: [react()],
          css,
          // One self-contained file: the server that runs it has only Node, not the workspace.
          ssr: { noExternal: true, target: 'node' },
          // Settled at build, as the browser build does: React and the router read NODE_ENV at run time
          // otherwise, and the renderer's thread has none, so it ran their development builds, checking
          // every element it rendered (a third of a page's render time).
          define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
          build: {
            outDir: SERVER_RENDER_OUT_DIR,
            target: 'node20',
            copyPublicDir: false,
          },
        }
      : {
          base: './',
          plugins: [
            react(),
            federation({
              name,
              filename: REMOTE_ENTRY_FILE,
              manifest: true,
              exposes,
              // Vite runs in the app's folder, whose package.json says what the app was built against.
              shared: sharedSingletons(process.cwd()),
              // The copy the page already runs (the host's) is the one every remote gets. The default,
              // the highest version offered, would hand a remote built against a newer @brass/shared
              // its own copy: a second cart store beside the host's, and strictVersion never checked.
              shareStrategy: 'loaded-first',
              // A build publishes the types of its exposes (`@mf-types`), the contract its consumers
              // check a release against; development skips it, as it costs a full type check.
              dts:
                command === 'build'
                  ? { generateTypes: { abortOnError: true, extractThirdParty: false }, consumeTypes: false }
                  : false,
              dev: { remoteHmr: true },
              bundleAllCSS: true,
              // The federation runtime is the page's, not a copy per remote that every visit would
              // download: the shop's host lends it, and a partner's page lends its own (docs/parcels.md).
              experiments: { externalRuntime: true },
            }),
            exposeChunksInManifestPlugin(exposes),
            runtimeConfigPlugin(routes),
            securityHeadersPlugin(),
            precompressPlugin(),
          ],
          css,
          server: { port, strictPort: true, origin: `http://localhost:${port}` },
          preview: { port, strictPort: true },
          build: {
            target: 'es2022',
            cssCodeSplit: false,
          },
        };
  });
}
