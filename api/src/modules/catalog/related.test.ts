import { productSchema, type Product } from '@brass/shared/contracts/catalog';
import { eq, inArray, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function related(id: string): Promise<Product[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}/related` });
  expect(response.statusCode).toBe(200);
  return v.parse(v.array(productSchema), response.json());
}

const idsOf = (list: Product[]) => list.map((product) => product._id);

/** Seeded products by how they were seeded: category and whether the name has a word. */
async function seeded() {
  return t.database.db
    .select({
      id: products.id,
      name: products.name,
      category: products.mainCategory,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(isNull(products.variantOf));
}

describe('GET /api/products/:id/related', () => {
  it('shows the pieces naming the same deity first, those of its own category before the others', async () => {
    const list = await related('buddha-meditating-antique');
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({ _id: 'buddha-bhumisparsha-large', mainCategory: 'idols' });
    // Only one other Buddha: the newest idols fill the row, newest first.
    const rest = list.slice(1);
    expect(rest.every((product) => product.mainCategory === 'idols')).toBe(true);
    const dates = rest.map((product) => product.createdAt!);
    expect(dates).toEqual(dates.toSorted().reverse());
    const newestIdols = (await seeded())
      .filter((row) => row.category === 'idols' && !/buddha/i.test(row.name))
      .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 5)
      .map((row) => row.id);
    expect(idsOf(rest)).toEqual(newestIdols);
  });

  it("finds the deity by any of the shop's words for it, in sets and other categories too", async () => {
    // Vinayaka is Ganesha's name in the south.
    await t.database.db
      .update(products)
      .set({ name: 'Vinayaka Diya' })
      .where(eq(products.id, 'diya-classic-single'));
    const list = await related('ganesha-mini-dashboard');
    expect(list.slice(0, 2).map((product) => product.mainCategory)).toEqual(['idols', 'idols']);
    expect(idsOf(list).toSorted()).toEqual(
      [
        'diya-classic-single',
        'ganesha-lakshmi-pair',
        'ganesha-lakshmi-saraswati-set',
        'ganesha-lost-wax-seated',
        'ganesha-prabhavali-12in',
        'shiva-ganesha-murugan-set',
      ].toSorted(),
    );
  });

  it('finds the Krishna of a name that says Venugopal or Laddu Gopal', async () => {
    expect(idsOf(await related('krishna-venugopal-standing'))[0]).toBe('bal-krishna-laddu-gopal');
  });

  it('never lists the product itself nor an archived product', async () => {
    const archived = ['ganesha-lost-wax-seated', 'hanuman-with-gada'];
    await t.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(inArray(products.id, archived));
    for (const id of ['ganesha-prabhavali-12in', 'rama-lakshmana-hanuman-set', 'urli-peacock-18in']) {
      const list = idsOf(await related(id));
      expect(list, id).not.toContain(id);
      for (const gone of archived) expect(list, id).not.toContain(gone);
      expect(new Set(list).size, id).toBe(list.length);
    }
  });

  it('fills with the newest of its category when no other piece names a deity of its name', async () => {
    const list = await related('urli-small-8in');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(6);
    const category = (await seeded()).find((row) => row.id === 'urli-small-8in')!.category;
    expect(list.every((product) => product.mainCategory === category)).toBe(true);
  });

  it('answers 404 for an unknown product', async () => {
    for (const id of ['no-such-idol', 'Not A Slug']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products/${encodeURIComponent(id)}/related`,
      });
      expect([response.statusCode, response.json()], id).toEqual([404, { message: 'Product not found' }]);
    }
  });
});
