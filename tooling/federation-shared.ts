/**
 * The libraries every app shares as singletons at run time. Only what more than one app needs and
 * what must exist once (React, the router context, the stores) is listed: a shared library ships
 * whole, without tree-shaking, so each entry costs its full size on the first visit.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.0.0' },
  wouter: { singleton: true, requiredVersion: '^3.0.0' },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  '@brass/shared/': { singleton: true, requiredVersion: '^1.0.0' },
} as const;

/** Where each app listens in development, preview and `pnpm start` (overridable by environment). */
export const defaultPorts = {
  host: 5173,
  catalog: 5174,
  checkout: 5175,
  account: 5176,
  blog: 5177,
  api: 4000,
  sandbox: 4010,
} as const;
