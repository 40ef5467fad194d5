import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { backtickedSpans, isPathLike, missingDocReferences } from './doc-references';

const repo = fileURLToPath(new URL('..', import.meta.url));

function scratchRepo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'brass-docs-'));
  for (const [path, text] of Object.entries({ '.gitignore': '.data/\n', ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('what the docs name', () => {
  // It reads every source file of the repository: seconds on a busy two-core machine.
  it(
    'exists: every path and code name in docs/ and the READMEs of this repository',
    { timeout: 30_000 },
    () => {
      expect(missingDocReferences(repo)).toEqual([]);
    },
  );

  it('is reported with the doc and line when a file, a module of shared, a function or a component is not there', () => {
    const root = scratchRepo({
      'remote-blog/package.json': '{}',
      'remote-blog/src/parcel.tsx': 'export const { bootstrap } = shopParcel(ProductGallery);',
      'shared/src/cart-store.ts': 'export function useCartStore() {}',
      'node_modules/.pnpm/query@1.0.0/node_modules/query/index.d.ts': 'export declare class QueryClient {}',
      'docs/guide.md': [
        'The parcel is `src/parcel.tsx`, made with `shopParcel()`, and reads `@brass/shared/cart-store`.',
        'Gone: `src/embed/main.ts`, `@brass/shared/wishlist-store` and `useWishlist`.',
        "Components: `ProductGallery`, a library's `QueryClient`, the removed `OrderSuccessDialog`, a `Switch`.",
        'Not names: `pnpm start`, `https://brassaangan.in/cart`, `DATABASE_URL`, `--maroon-700`.',
        'Written when the shop runs: `api/.data/pglite`.',
        '```sh',
        'cat `src/in-a-fence.ts`',
        '```',
      ].join('\n'),
    });

    expect(missingDocReferences(root)).toEqual([
      { doc: 'docs/guide.md', line: 2, name: 'src/embed/main.ts' },
      { doc: 'docs/guide.md', line: 2, name: '@brass/shared/wishlist-store' },
      { doc: 'docs/guide.md', line: 2, name: 'useWishlist' },
      { doc: 'docs/guide.md', line: 3, name: 'OrderSuccessDialog' },
    ]);
  });

  it('takes paths, not commands, addresses, options or numbers', () => {
    expect(['docs/parcels.md', 'releases/<app>/<id>/', 'schema.ts'].map(isPathLike)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['pnpm pipeline checkout', 'https://x.in/a', '--force', '10.0.0.0/8'].map(isPathLike)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(backtickedSpans('a `b` c\n```\n`d`\n```\n`e`')).toEqual([
      { line: 1, text: 'b' },
      { line: 5, text: 'e' },
    ]);
  });
});
