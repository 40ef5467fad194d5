import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { exposeChunksInManifestPlugin } from './expose-chunks-in-manifest-plugin.ts';
import { defaultPorts, sharedSingletons } from './federation-shared.ts';
import { runtimeConfigPlugin } from './runtime-config-plugin.ts';

type RemoteName = 'catalog' | 'checkout' | 'account' | 'blog';

interface RemoteOptions {
  name: RemoteName;
  exposes: Record<string, string>;
  /** Extra HTML entries served beside the standalone page, e.g. an embed demo. */
  extraInputs?: Record<string, string>;
}

/**
 * One build recipe for the four remotes, so that they stay interchangeable for the host: relative
 * base (the host fetches chunks from the remote's own origin), a manifest, CSS Modules prefixed
 * with the remote's name, and the same shared singletons.
 */
export function remoteViteConfig({ name, exposes, extraInputs }: RemoteOptions): UserConfig {
  const envPort = process.env[`${name.toUpperCase()}_PORT`];
  const port = envPort ? Number(envPort) : defaultPorts[name];
  return defineConfig({
    base: './',
    plugins: [
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes,
        shared: sharedSingletons,
        dts: false,
        dev: { remoteHmr: true },
        bundleAllCSS: true,
      }),
      exposeChunksInManifestPlugin(exposes),
      runtimeConfigPlugin(),
    ],
    css: { modules: { generateScopedName: `${name}_[local]_[hash:base64:5]` } },
    server: { port, strictPort: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true },
    build: {
      target: 'es2022',
      cssCodeSplit: false,
      rollupOptions: extraInputs ? { input: { index: 'index.html', ...extraInputs } } : undefined,
    },
  }) as UserConfig;
}
