import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { defaultPorts, sharedSingletons } from '../tooling/federation-shared.ts';
import { precompressPlugin } from '../tooling/precompress-plugin.ts';
import { NOT_FOUND_FRAGMENT } from '../composer/src/releases/layout.ts';
import { prerenderFragmentPlugin, prerenderShellPlugin } from '../tooling/prerender-shell-plugin.ts';
import { runtimeConfigPlugin } from '../tooling/runtime-config-plugin.ts';
import { scopedClassName } from '../tooling/scoped-class-name.ts';
import { securityHeadersPlugin } from '../tooling/security-headers-plugin.ts';

const port = Number(process.env.HOST_PORT ?? defaultPorts.host);

/**
 * The shell knows no remote at build time (`remotes: {}`): it registers them from `/config.json` when
 * the page starts, so moving or redeploying a remote never rebuilds the host.
 */
export default defineConfig(({ command }) => ({
  // Relative, so one build is served from any release folder: the shop's server points the page at it.
  base: './',
  plugins: [
    react(),
    federation({
      name: 'host',
      remotes: {},
      // The shell always provides its own copies (it loads first), so they are bundled into its start
      // instead of fetched lazily after the runtime starts: fewer round trips before the first render.
      shared: Object.fromEntries(
        Object.entries(sharedSingletons(fileURLToPath(new URL('.', import.meta.url)))).map(
          ([name, config]) => [name, { ...config, eager: true }],
        ),
      ),
      shareStrategy: 'loaded-first',
      runtimePlugins: ['./src/composition/remote-error-plugin.ts'],
      dts: false,
      dev: { remoteHmr: true },
      // The one federation runtime of the page: remotes are built to use this copy instead of their own.
      experiments: { provideExternalRuntime: true },
      // The shell loads each remote from its entry, not its manifest (composition/federation.ts), so
      // the runtime's snapshot handling (manifests, their preloads, devtools) is left out of every page.
      disableSnapshot: true,
    }),
    runtimeConfigPlugin(),
    securityHeadersPlugin(),
    prerenderShellPlugin('/src/prerender/ShellSkeleton.tsx', 'renderShellSkeleton'),
    prerenderFragmentPlugin('/src/prerender/NotFoundSkeleton.tsx', 'renderNotFoundPage', NOT_FOUND_FRAGMENT),
    precompressPlugin(),
  ],
  css: { modules: { generateScopedName: scopedClassName('shell', command) } },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022' },
}));
