import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_STATE_MODULES } from './federation-shared.ts';

const repo = join(import.meta.dirname, '..');
const sharedSources = join(repo, 'shared/src');
const REMOTES = ['remote-catalog', 'remote-checkout', 'remote-account', 'remote-blog', 'remote-admin'];

/**
 * Modules holding state that need not be one instance in the shop: a parcel runs on partner pages,
 * where no host is; each remote loads its own third-party script, so a per-remote cache is right;
 * money keeps the formatters it builds on first use, which each app may as well build for itself.
 */
const NOT_SHOP_WIDE = new Set(['parcel', 'load-script', 'money']);

/** A module that keeps state at module level: a `let`, a zustand store, an axios instance. */
function holdsState(source: string): boolean {
  return /^(export )?let /m.test(source) || /^(export )?const \w+ = (create\b|axios\.create)/m.test(source);
}

/** The sources under `dir`, tests aside, and those under `except` too when given. */
function sourcesUnder(dir: string, except?: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .filter((entry) => except === undefined || !entry.parentPath.startsWith(except))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

const sourceOf = (name: string) => readFileSync(join(sharedSources, `${name}.ts`), 'utf8');

/** The @brass/shared modules a source loads by package name, statically or when first needed. */
const sharedImportsOf = (source: string) =>
  [...source.matchAll(/(?:^import (?!type )[^;]*? from |import\()'@brass\/shared\/([\w-]+)'/gm)].map(
    (match) => match[1]!,
  );

/** The sibling modules a shared module loads by path: they come with it, as one instance with it. */
const siblingImportsOf = (source: string) =>
  [...source.matchAll(/(?:^import (?!type )[^;]*? from |import\()'\.\/([\w-]+)'/gm)].map(
    (match) => match[1]!,
  );

/** Every @brass/shared module the host's page loads, following the modules it loads in turn. */
function reachedFromHost(): Set<string> {
  const reached = new Set<string>();
  const pending = sharedImportsOf(sourcesUnder(join(repo, 'host/src')).join('\n'));
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    const source = sourceOf(name);
    pending.push(...sharedImportsOf(source), ...siblingImportsOf(source));
  }
  return reached;
}

const sharedModules = readdirSync(sharedSources)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''));
const sharedByName = new Set<string>(SHARED_STATE_MODULES);
const stateful = new Set(
  sharedModules.filter((name) => !NOT_SHOP_WIDE.has(name) && holdsState(sourceOf(name))),
);

/** Whether the module keeps state or loads, by name or by path, a module that does. */
function reachesState(name: string, seen = new Set<string>()): boolean {
  if (stateful.has(name)) return true;
  seen.add(name);
  const source = sourceOf(name);
  return [...sharedImportsOf(source), ...siblingImportsOf(source)]
    .filter((next) => !seen.has(next))
    .some((next) => reachesState(next, seen));
}

/** The @brass/shared modules the apps' pages import; a server renderer runs in Node, outside federation. */
function importedByPages(): Set<string> {
  const pages = ['host', ...REMOTES].flatMap((app) =>
    sourcesUnder(join(repo, app, 'src'), join(repo, app, 'src', 'server')),
  );
  return new Set(sharedImportsOf(pages.join('\n')));
}

describe('the state of @brass/shared', () => {
  it('is shared by name wherever a page reaches it', () => {
    expect([...stateful]).toEqual(
      expect.arrayContaining(['toast-store', 'cart-store', 'auth-store', 'api-client']),
    );
    // Bundled into an app, a module that keeps state, or uses one that does, is a second instance
    // on the page: a cart per remote. Inside the package no import goes through the share scope.
    const bundled = [...importedByPages()].filter(
      (name) => !NOT_SHOP_WIDE.has(name) && !sharedByName.has(name) && reachesState(name),
    );
    expect(bundled).toEqual([]);
  });

  it('is never imported by a module each app bundles: the bundle would carry a copy of its own', () => {
    // A remote's own imports of a module shared by name go through the share scope; the imports of a
    // bundled @brass/shared module do not, so they bring a second router or store no page provides.
    const importing = [...importedByPages()].filter(
      (name) =>
        !NOT_SHOP_WIDE.has(name) &&
        !sharedByName.has(name) &&
        sharedImportsOf(sourceOf(name)).some((next) => sharedByName.has(next)),
    );
    expect(importing).toEqual([]);
  });

  it('is loaded by the host page, module by module, so the host provides the one instance every remote gets', () => {
    const reached = reachedFromHost();
    expect(SHARED_STATE_MODULES.filter((name) => !reached.has(name))).toEqual([]);
  });
});
