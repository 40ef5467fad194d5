import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..');
const sharedSources = join(repo, 'shared/src');

/**
 * Modules holding state that need not be one instance in the shop: a parcel runs on partner pages,
 * where no host is; each remote loads its own third-party script, so a per-remote cache is right.
 */
const NOT_SHOP_WIDE = new Set(['parcel', 'load-script']);

/** A module that keeps state at module level: a `let`, a zustand store, an axios instance. */
function holdsState(source: string): boolean {
  return /^(export )?let /m.test(source) || /^(export )?const \w+ = (create\b|axios\.create)/m.test(source);
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

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
    const source = readFileSync(join(sharedSources, `${name}.ts`), 'utf8');
    pending.push(...sharedImportsOf(source), ...siblingImportsOf(source));
  }
  return reached;
}

describe('the state of @brass/shared', () => {
  it('is loaded by the host page, module by module, so the host provides the one instance every remote gets', () => {
    const stateful = readdirSync(sharedSources)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .filter((name) => !NOT_SHOP_WIDE.has(name))
      .filter((name) => holdsState(readFileSync(join(sharedSources, `${name}.ts`), 'utf8')));
    const reached = reachedFromHost();

    expect(stateful).toEqual(
      expect.arrayContaining(['toast-store', 'cart-store', 'auth-store', 'api-client']),
    );
    expect(stateful.filter((name) => !reached.has(name))).toEqual([]);
  });
});
