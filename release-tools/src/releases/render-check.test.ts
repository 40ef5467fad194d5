import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_CONFIG, CATALOG_ROUTES } from '@brass/composer/testing/fake-shop';
import { release, writeFakeRelease } from '@brass/composer/testing/fake-releases';
import { readRelease } from '@brass/composer/releases/release-manifest';
import { rendererProblems } from './render-check.ts';

const SHOP = 'https://brassaangan.test';
let root: string;

/** A catalog renderer: the home page links to one product; `product` is the product page's body. */
const catalogRenderer = (product: string) => `export async function renderPage({ page, params }) {
  if (page === 'HomePage') return '<a href="${SHOP}/product/ganesha-7?ref=home">Ganesha</a>';
  if (page === 'ProductPage') { ${product} }
  return undefined;
}`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'brass-render-check-'));
  const catalog = (n: number, renderer: string) =>
    writeFakeRelease(root, 'catalog', release(n), { routes: CATALOG_ROUTES, renderer });
  await catalog(1, catalogRenderer("return '<h1>' + params.id + '</h1>';"));
  await catalog(2, "throw new Error('a page that throws at import');");
  await catalog(
    3,
    catalogRenderer(
      "if (params.id === 'ganesha-7') throw new Error('price is undefined'); return '<h1>?</h1>';",
    ),
  );
  await writeFakeRelease(root, 'catalog', release(5), {
    routes: [{ path: '/', page: 'HomePage', title: 'Home', serverRendered: true }],
    renderer: 'export async function renderPage() { for (;;); }',
  });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const problemsOf = async (n: number, timeoutMs?: number) =>
  rendererProblems(root, await readRelease(root, 'catalog', release(n)), BASE_CONFIG, SHOP, { timeoutMs });

describe('the trial render at promote', () => {
  it('passes a renderer that renders every page it declares', async () => {
    expect(await problemsOf(1)).toEqual([]);
  });

  it('refuses a renderer whose module throws at import', async () => {
    expect(await problemsOf(2)).toEqual([
      `catalog ${release(2)}'s server renderer does not load: Error: a page that throws at import`,
    ]);
  });

  it('renders a page with params at an address the other pages link to, and names the one that throws', async () => {
    expect(await problemsOf(3)).toEqual([
      `catalog ${release(3)} fails rendering /product/ganesha-7: Error: price is undefined`,
    ]);
  });

  it('refuses a renderer stuck in code, and stops it', async () => {
    expect(await problemsOf(5, 1_000)).toEqual([
      `catalog ${release(5)} fails rendering /: it did not finish within 1 s`,
    ]);
  });
});
