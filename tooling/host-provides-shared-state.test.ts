import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..');
const sharedSources = join(repo, 'shared/src');

/**
 * Modules holding state that need not be one instance in the shop: a parcel runs on partner pages,
 * where no host is; each remote loads its own third-party script, so a per-remote cache is right;
 * the answers a page was drawn or prefetched with are kept and read by that page's own remote.
 */
const NOT_SHOP_WIDE = new Set(['parcel', 'load-script', 'server-data']);

/** A module that keeps state at module level: a `let`, a zustand store, an axios instance. */
function holdsState(source: string): boolean {
  return /^(export )?let /m.test(source) || /^(export )?const \w+ = (create\b|axios\.create)/m.test(source);
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

describe('the state of @brass/shared', () => {
  it('is imported by the host itself, module by module, so the host provides the one instance every remote gets', () => {
    const stateful = readdirSync(sharedSources)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .filter((name) => !NOT_SHOP_WIDE.has(name))
      .filter((name) => holdsState(readFileSync(join(sharedSources, `${name}.ts`), 'utf8')));
    const hostSources = sourcesUnder(join(repo, 'host/src')).join('\n');

    expect(stateful).toEqual(expect.arrayContaining(['toast-store', 'cart-store', 'auth-store']));
    expect(stateful.filter((name) => !hostSources.includes(`from '@brass/shared/${name}'`))).toEqual([]);
  });
});
