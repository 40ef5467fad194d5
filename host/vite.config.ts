import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { defaultPorts, sharedSingletons } from '../tooling/federation-shared.ts';
import { runtimeConfigPlugin } from '../tooling/runtime-config-plugin.ts';

const port = Number(process.env.HOST_PORT ?? defaultPorts.host);

/**
 * The shell knows no remote at build time (`remotes: {}`): it registers them from `/config.json` when
 * the page starts, so moving or redeploying a remote never rebuilds the host.
 */
export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'host',
      remotes: {},
      shared: Object.fromEntries(Object.entries(sharedSingletons).map(([k, v]) => [k, { ...v, eager: true }])),
      shareStrategy: 'loaded-first',
      runtimePlugins: ['./src/composition/remote-error-plugin.ts'],
      dts: false,
      dev: { remoteHmr: true },
    }),
    runtimeConfigPlugin(),
  ],
  css: { modules: { generateScopedName: 'shell_[local]_[hash:base64:5]' } },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022' },
});
