import { PRICE_BANDS } from '@brass/shared/constants';
import { productPageSchema, type ProductPage } from '@brass/shared/contracts/catalog';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function search(query: string): Promise<ProductPage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?limit=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(productPageSchema, response.json());
}

const names = (page: ProductPage) => page.items.map((product) => product.productName);

async function idsIn(category: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.mainCategory, category));
  return rows.map((row) => row.id).sort();
}

describe('searching the catalogue', () => {
  it('stems plurals: "lamps" finds every lamp, whatever its name calls it', async () => {
    const found = await search('q=lamps');
    const lamps = await idsIn('lamps');
    expect(lamps.length).toBeGreaterThanOrEqual(8);
    expect(found.items.map((product) => product._id)).toEqual(expect.arrayContaining(lamps));
    expect(names(found)).toEqual(expect.arrayContaining(['Kuthuvilakku Traditional Lamp (18 inch)']));
  });

  it.each(['ganpati', 'Ganapati', 'vinayaka', 'pillaiyar'])(
    'finds the Ganesha pieces first for %s',
    async (word) => {
      const ganeshaNames = names(await search('page=1')).filter((name) => name.includes('Ganesha'));
      expect(ganeshaNames.length).toBeGreaterThanOrEqual(5);
      const found = names(await search(`q=${word}`));
      // A piece that only mentions Ganesha in its description (Lakshmi, kept beside him) comes after.
      expect(found.slice(0, ganeshaNames.length).sort()).toEqual([...ganeshaNames].sort());
    },
  );

  it('reads the shop words for lamps: deepam and vilakku find the diyas too', async () => {
    for (const word of ['deepam', 'vilakku', 'jyoti']) {
      const found = names(await search(`q=${word}`));
      expect(found, word).toEqual(
        expect.arrayContaining(['Classic Brass Diya', 'Hanging Deepam with Chain']),
      );
    }
  });

  it('ranks the 6-inch Ganesha first for "ganesh idol 6 inch"', async () => {
    const found = await search('q=ganesh%20idol%206%20inch');
    expect(names(found)[0]).toBe('Seated Ganesha, Lost-Wax Cast (6 inch)');
  });

  it('orders by relevance: a word in the name outranks the same word in a description', async () => {
    const found = await search('q=buddha');
    expect(
      names(found)
        .slice(0, 2)
        .every((name) => name.includes('Buddha')),
    ).toBe(true);
  });

  it('matches misspellings to the nearest word the shop knows, and says which it searched for', async () => {
    const found = await search('q=budha%20antiqe');
    expect(names(found)[0]).toBe('Meditating Buddha, Antique Finish (9 inch)');
    const misspelt = await search('q=kuthuvilaku');
    expect(names(misspelt)).toEqual(expect.arrayContaining(['Kuthuvilakku Traditional Lamp (18 inch)']));
    expect(misspelt.searchedFor).toBe('kuthuvilakku');
    expect((await search('q=ganesha')).searchedFor).toBeUndefined();
  });

  it('finds a word typed halfway, for suggestions as the shopper types', async () => {
    expect(names(await search('q=kuthuvil')).length).toBeGreaterThanOrEqual(2);
  });

  it('wants every word, and falls back to any of them when no product has them all', async () => {
    const both = await search('q=hanging%20bells');
    expect(names(both)).toContain('Hanging Lamp with Bells');
    expect(names(both).every((name) => /hang|bell/i.test(name))).toBe(true);
    const some = await search('q=ganesha%20zzqx');
    expect(some.total).toBeGreaterThanOrEqual(3);
  });

  it('finds nothing for words the shop has no near match for', async () => {
    const found = await search('q=spaceship');
    expect(found).toMatchObject({ total: 0, items: [] });
    expect(found.categories.length).toBeGreaterThan(0);
  });

  it('combines the search with the other filters', async () => {
    const found = await search('q=diya&category=lamps&price=under-1000');
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((product) => product.mainCategory === 'lamps' && product.price <= 999)).toBe(
      true,
    );
  });

  it.each([
    ['a query of 1,000 characters', `q=${'ganesha '.repeat(125).slice(0, 1000)}`],
    ['SQL and text-search syntax', `q=${encodeURIComponent("'); drop table products; -- & | ! :* <-> (")}`],
    ['regular-expression punctuation', `q=${encodeURIComponent('.*[a-z]+$^\\d{3}')}`],
    ['emoji', `q=${encodeURIComponent('🪔 diya 🙏')}`],
    ['only words too common to search', 'q=the%20with%20and'],
    ['Tamil script', `q=${encodeURIComponent('விளக்கு')}`],
  ])('answers %s with a page, never an error', async (_, query) => {
    const found = await search(query);
    expect(found.total).toBe(found.items.length);
  });

  it('refuses a query longer than 1,000 characters with a readable message', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?q=${'a'.repeat(1001)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'q: Search words are at most 1,000 characters' });
  });
});

describe('filtering the list with counts', () => {
  it('counts each filter value with the other filters kept', async () => {
    const all = await search('facets=true');
    const lamps = await search('facets=true&category=lamps');
    const categoryCount = (page: ProductPage, value: string) =>
      page.facets?.category.find((facet) => facet.value === value)?.count;
    expect(categoryCount(all, 'lamps')).toBe(lamps.total);
    // Choosing lamps leaves the other categories' counts as they were: they are alternatives.
    expect(categoryCount(lamps, 'idols')).toBe(categoryCount(all, 'idols'));
    // The price counts are the lamps' prices only.
    const lampPrices = lamps.facets?.price.reduce((sum, facet) => sum + facet.count, 0);
    expect(lampPrices).toBe(lamps.total);
    expect(lamps.facets?.price.map((facet) => facet.value)).toEqual(
      PRICE_BANDS.map((band) => band.id).filter((id) =>
        lamps.facets?.price.some((facet) => facet.value === id),
      ),
    );
  });

  it('each count is the total its filter shows', async () => {
    const all = await search('facets=true');
    for (const facet of all.facets?.price ?? []) {
      expect((await search(`price=${facet.value}`)).total, facet.value).toBe(facet.count);
    }
    for (const facet of all.facets?.finish ?? []) {
      expect((await search(`finish=${encodeURIComponent(facet.value)}`)).total, facet.value).toBe(
        facet.count,
      );
    }
    for (const facet of all.facets?.collection ?? []) {
      expect((await search(`collection=${facet.value}`)).total, facet.value).toBe(facet.count);
    }
    expect((await search('inStock=true')).total).toBe(all.facets?.inStock);
  });

  it('filters to what can be bought now', async () => {
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, 'diya-classic-single'));
    try {
      const inStock = await search('inStock=true&category=lamps');
      expect(inStock.items.map((product) => product._id)).not.toContain('diya-classic-single');
      expect(inStock.items.every((product) => product.stock > 0)).toBe(true);
    } finally {
      await t.database.db.update(products).set({ stock: 25 }).where(eq(products.id, 'diya-classic-single'));
    }
  });

  it('filters by collection, material and finish', async () => {
    const newArrivals = await search('collection=new-arrival');
    expect(newArrivals.total).toBeGreaterThan(0);
    expect(newArrivals.items.every((product) => product.isNewArrival)).toBe(true);
    const antique = await search('finish=Antique&material=Brass');
    expect(antique.total).toBeGreaterThan(0);
    expect(
      antique.items.every(
        (product) => product.facts.finish === 'Antique' && product.facts.material === 'Brass',
      ),
    ).toBe(true);
  });

  it.each([
    ['price=cheap', 'price: price must be one of: under-1000, 1000-2500, 2500-5000, 5000-10000, over-10000'],
    ['collection=sale', 'collection: collection must be one of: new-arrival, most-popular'],
    ['inStock=yes', "inStock: inStock must be 'true' or 'false'"],
  ])('refuses the unknown filter value %s with a readable message', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers an unknown category, material or finish with an empty page', async () => {
    for (const query of ['category=spaceships', 'material=Gold', 'finish=Glitter']) {
      expect((await search(query)).total, query).toBe(0);
    }
  });
});
