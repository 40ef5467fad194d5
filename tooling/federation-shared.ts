import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What an app built against a version needs from the page it runs in: that version or a later one
 * of the same major, as a caret range says. An app built against @brass/shared 1.2.0 runs beside a
 * host providing 1.4.0, not 1.1.0 or 2.0.0. The promotion gate and the browser's check both use it.
 */
export const requirementOf = (version: string) => `^${version}`;

/**
 * The @brass/shared modules that must be one instance on the page, shared by name: the stores and
 * the state they report to, the session and its API calls, the answers a server rendered the page
 * with, the shop's contact details read once, the router's context, and every module an app imports
 * that uses one of those. That last part is not optional: the federation plugin never routes an
 * import made inside @brass/shared through the share scope, so a helper bundled into an app brings
 * its own copy of every store it touches. Every other module of the package (money, constants,
 * schemas, hooks without state) is bundled into each app that imports it, tree-shaken: shared, each
 * would cost every page a share wrapper, and a remote's copy would be fetched at start even where
 * the page never calls it. tooling/host-provides-shared-state.test.ts keeps the list and the
 * sources in step.
 */
export const SHARED_STATE_MODULES = [
  'api',
  'api-support',
  'auth-store',
  'cart-store',
  'router',
  'runtime-config',
  'server-data',
  'shop-contact',
  'store-refusals',
  'toast-list',
  'toast-store',
] as const;

/**
 * The libraries every app shares as singletons at run time. Only what more than one app needs and
 * what must exist once (React, the router context, the stores) is listed: a shared library ships
 * whole, without tree-shaking, so each entry costs its full size on the first visit. Entries ending
 * in `/` share the package's subpaths (`react/jsx-runtime`). The router is `@brass/shared/router`:
 * shared there, it holds only the parts of react-router-dom the shop uses, where sharing the package
 * itself would ship all of it.
 */
const SINGLETONS: Record<string, readonly string[]> = {
  react: ['', '/'],
  'react-dom': ['', '/'],
  zustand: [''],
  '@brass/shared': SHARED_STATE_MODULES.map((name) => `/${name}`),
};

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

interface PackageJson {
  name: string;
  version?: string;
  dependencies?: Record<string, string>;
}

const readPackage = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as PackageJson;

/**
 * The range an app asks the page for, from its own package.json: a pinned version becomes its caret
 * range, a range stays as written, and a workspace package (`workspace:*`) asks for the version that
 * package carries now.
 */
function requiredVersion(appDir: string, app: PackageJson, library: string): string {
  const declared = app.dependencies?.[library];
  if (!declared) throw new Error(`${app.name} shares ${library} with the page but does not depend on it`);
  if (declared.startsWith('workspace:')) {
    const { version } = readPackage(join(appDir, 'node_modules', library, 'package.json'));
    if (!version) throw new Error(`${library} has no version in its package.json`);
    return requirementOf(version);
  }
  return EXACT_VERSION.test(declared) ? requirementOf(declared) : declared;
}

/**
 * The shared singletons of the app in `appDir`. `strictVersion`: a remote whose requirement the
 * page's copy does not meet fails to load, with the runtime's message naming the library, instead of
 * running on a copy it was not built for (the host reports the failure as a client error).
 */
export function sharedSingletons(appDir: string) {
  const app = readPackage(join(appDir, 'package.json'));
  return Object.fromEntries(
    Object.entries(SINGLETONS).flatMap(([library, suffixes]) => {
      const config = {
        singleton: true,
        strictVersion: true,
        requiredVersion: requiredVersion(appDir, app, library),
      };
      return suffixes.map((suffix) => [`${library}${suffix}`, config]);
    }),
  );
}

/** Where each app listens in development, preview and `pnpm start` (overridable by environment). */
export const defaultPorts = {
  host: 5173,
  catalog: 5174,
  checkout: 5175,
  account: 5176,
  blog: 5177,
  admin: 5178,
  api: 4000,
  sandbox: 4010,
} as const;
