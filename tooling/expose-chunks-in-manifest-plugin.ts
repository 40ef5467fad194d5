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
  return {
    name: 'brass-expose-chunks-in-manifest',
    apply: 'build',
    // After the federation plugin has added the manifest to the bundle, and before the files are
    // written and compressed (`precompress-plugin.ts`), so that every copy holds the same list.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const manifestAsset = bundle['mf-manifest.json'];
      if (manifestAsset?.type !== 'asset') return;
      const exposeOfModule = new Map(
        Object.entries(exposes).map(([name, file]) => [resolve(config.root, file), name]),
      );
      const chunkOf = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue;
        const expose = exposeOfModule.get(output.facadeModuleId);
        if (expose) chunkOf.set(expose, output.fileName);
      }
      const manifest = JSON.parse(String(manifestAsset.source)) as { exposes: ManifestExpose[] };
      for (const expose of manifest.exposes) {
        const chunk = chunkOf.get(expose.path);
        if (chunk && !expose.assets.js.sync.includes(chunk)) expose.assets.js.sync.push(chunk);
      }
      manifestAsset.source = JSON.stringify(manifest, null, 2);
    },
  };
}
