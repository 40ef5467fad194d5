import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[] } };
}

/**
 * Adds each exposed module's own chunk to its `assets.js.sync` in mf-manifest.json. The federation
 * plugin lists the chunks an expose imports but not the chunk `remoteEntry.js` imports for it; the
 * host page preloads a route's files from this list, and without that chunk the page waited for one
 * more round trip after the shared libraries had loaded.
 */
export function exposeChunksInManifestPlugin(exposes: Record<string, string>): Plugin {
  let config: ResolvedConfig;
  const chunkOf = new Map<string, string>();
  return {
    name: 'brass-expose-chunks-in-manifest',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const exposeOfModule = new Map(
        Object.entries(exposes).map(([name, file]) => [resolve(config.root, file), name]),
      );
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue;
        const expose = exposeOfModule.get(output.facadeModuleId);
        if (expose) chunkOf.set(expose, output.fileName);
      }
    },
    async writeBundle() {
      // outDir may be absolute: resolve, unlike join, then ignores the root.
      const file = resolve(config.root, config.build.outDir, 'mf-manifest.json');
      const manifest = JSON.parse(await readFile(file, 'utf8')) as { exposes: ManifestExpose[] };
      for (const expose of manifest.exposes) {
        const chunk = chunkOf.get(expose.path);
        if (chunk && !expose.assets.js.sync.includes(chunk)) expose.assets.js.sync.push(chunk);
      }
      await writeFile(file, JSON.stringify(manifest, null, 2));
    },
  };
}
