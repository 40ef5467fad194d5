import {
  adminProductListSchema,
  adminProductSchema,
  type AdminProduct,
} from '@brass/shared/contracts/admin-products';
import { productPageSchema, productSchema } from '@brass/shared/contracts/catalog';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema.js';
import { useBackOffice } from '../../../test/use-back-office.js';

const b = useBackOffice();

/** A product as the owner's form sends it. */
const nandi = {
  name: 'Brass Nandi (Seated, 6 inch)',
  description: 'Shiva’s bull, seated and facing the shrine, cast in solid brass.',
  price: 2450,
  compareAtPrice: 2900,
  category: 'idols',
  isNewArrival: true,
  isPopular: false,
  stock: 12,
  facts: {
    heightCm: 15.2,
    widthCm: 18,
    depthCm: 9.5,
    weightKg: 1.35,
    material: 'Brass',
    finish: 'Antique',
    care: 'Dust with a soft dry cloth.',
    hsnCode: '83062910',
  },
};

const publicProduct = (id: string) => b.app.inject({ method: 'GET', url: `/api/products/${id}` });

async function create(body: object = nandi): Promise<AdminProduct> {
  const response = await b.admin('POST', '/products', { payload: body });
  expect([response.statusCode, response.json()]).toEqual([201, expect.anything()]);
  return v.parse(adminProductSchema, response.json());
}

/** A new product, given a photo and published: in the shop. */
async function createInShop(body: object = nandi): Promise<AdminProduct> {
  const created = await create(body);
  await b.publish(created.id);
  return created;
}

/** Everything a refused request must leave as it was. */
async function snapshot() {
  const { db } = b.database;
  const [[productCount], [auditCount], rows] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(auditLog),
    db.select().from(products).orderBy(products.id),
  ]);
  // Without `updated_at`, which a trigger moves with the columns it follows: a test that archives a
  // product and brings it back moves it, and changes nothing else.
  return {
    products: productCount?.n,
    audit: auditCount?.n,
    rows: rows.map(({ updatedAt: _, ...row }) => row),
  };
}

describe('POST /api/admin/products', () => {
  it('creates the product under the slug of its name, a draft, and logs who did it', async () => {
    const created = await create();
    expect(created).toMatchObject({
      id: 'brass-nandi-seated-6-inch',
      name: 'Brass Nandi (Seated, 6 inch)',
      price: 2450,
      compareAtPrice: 2900,
      category: 'idols',
      isNewArrival: true,
      isPopular: false,
      stock: 12,
      image: '/images/logo.png',
      images: [],
      position: null,
      archived: false,
      archivedAt: null,
      draft: true,
      publishedAt: null,
      facts: {
        heightCm: 15.2,
        widthCm: 18,
        depthCm: 9.5,
        weightKg: 1.35,
        care: 'Dust with a soft dry cloth.',
      },
    });
    const detail = await b.admin('GET', `/products/${created.id}`);
    expect(detail.json()).toEqual(created);

    expect((await publicProduct(created.id)).statusCode).toBe(404);
    await b.publish(created.id);
    const shown = v.parse(productSchema, (await publicProduct(created.id)).json());
    expect(shown).toMatchObject({ productName: nandi.name, price: 2450, stock: 12, facts: nandi.facts });
    expect((await b.auditOf(created.id))[0]).toEqual({
      action: 'product.created',
      actorId: b.staffId,
      details: { name: nandi.name, price: '2450', stock: '12' },
    });
  });

  it('takes only the required fields, with no compare-at price, no collections, no stock and no facts in words', async () => {
    const { description, price, category } = nandi;
    const created = await create({
      description,
      price,
      category,
      name: 'Plain Kalash',
      facts: { heightCm: 20, widthCm: 12, depthCm: 12, weightKg: 0.8, material: '', finish: '  ' },
    });
    expect(created).toMatchObject({ compareAtPrice: null, isNewArrival: false, isPopular: false, stock: 0 });
    expect(created.facts).toMatchObject({ material: null, finish: null, care: null, hsnCode: null });
  });

  it('refuses a name whose slug is taken, by a product on sale or an archived one, saving nothing', async () => {
    const before = await snapshot();
    const clash = await b.admin('POST', '/products', {
      payload: { ...nandi, name: 'brass nandi — seated 6 inch!', price: 99 },
    });
    expect([clash.statusCode, clash.json()]).toEqual([
      409,
      {
        message:
          'A product with the web address “brass-nandi-seated-6-inch” already exists (Brass Nandi (Seated, 6 inch)). Give this one a different name.',
      },
    ]);
    await b.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, 'diya-classic-single'));
    const archivedClash = await b.admin('POST', '/products', {
      payload: { ...nandi, name: 'Diya, Classic Single' },
    });
    expect(archivedClash.statusCode).toBe(409);
    await b.database.db
      .update(products)
      .set({ archivedAt: null })
      .where(eq(products.id, 'diya-classic-single'));
    expect(await snapshot()).toEqual(before);
  });

  const facts = nandi.facts;
  const priceMessage = 'price: Price must be a whole number of rupees above 0';
  const higherMessage = 'compareAtPrice: Compare-at price must be higher than the price, or left empty';
  const hsnMessage = 'facts.hsnCode: HSN code must be 4 to 8 digits';
  const withFacts = (change: object) => ({ facts: { ...facts, ...change } });
  it.each([
    ['a blank name', { name: '   ' }, 'name: Name is required'],
    [
      'a name with no letter from a to z',
      { name: 'श्री गणेश' },
      'The name needs at least one letter from a to z or a digit: the product’s web address is made from it.',
    ],
    ['a name of 201 characters', { name: 'x'.repeat(201) }, 'name: Name can be at most 200 characters'],
    ['an empty description', { description: '' }, 'description: Description is required'],
    ['a price of 0', { price: 0 }, priceMessage],
    ['a negative price', { price: -5 }, priceMessage],
    ['a price in paise', { price: 1299.5 }, priceMessage],
    ['a price as text', { price: '1200' }, priceMessage],
    ['no price', { price: undefined }, priceMessage],
    ['a price over ₹1 crore', { price: 10_000_001 }, 'price: Price can be at most ₹1,00,00,000'],
    ['a compare-at price equal to the price', { compareAtPrice: 2450 }, higherMessage],
    ['a compare-at price below the price', { compareAtPrice: 2000 }, higherMessage],
    [
      'a compare-at price of 0',
      { compareAtPrice: 0 },
      'compareAtPrice: Compare-at price must be a whole number of rupees above 0',
    ],
    [
      'an unknown category',
      { category: 'spaceships' },
      'category: Category must be one of: idols, idol set, lamps, bells, pooja, decor',
    ],
    ['a collection flag as text', { isPopular: 'yes' }, 'isPopular: Popular is true or false'],
    ['negative stock', { stock: -1 }, 'stock: Stock cannot be negative'],
    ['half a piece of stock', { stock: 2.5 }, 'stock: Stock must be a whole number of pieces'],
    ['no facts', { facts: undefined }, 'facts: Facts must give the height, width, depth and weight'],
    ['a height of 0', withFacts({ heightCm: 0 }), 'facts.heightCm: Height must be more than 0 cm'],
    ['a height over 500 cm', withFacts({ heightCm: 501 }), 'facts.heightCm: Height can be at most 500 cm'],
    ['a negative width', withFacts({ widthCm: -3 }), 'facts.widthCm: Width must be more than 0 cm'],
    ['no depth', withFacts({ depthCm: undefined }), 'facts.depthCm: Depth must be a number of centimetres'],
    [
      'a depth finer than a millimetre',
      withFacts({ depthCm: 9.55 }),
      'facts.depthCm: Depth is measured to the millimetre: at most one decimal',
    ],
    ['a weight of 0', withFacts({ weightKg: 0 }), 'facts.weightKg: Weight must be more than 0 kg'],
    ['a weight over 200 kg', withFacts({ weightKg: 200.5 }), 'facts.weightKg: Weight can be at most 200 kg'],
    [
      'care instructions of 2,001 characters',
      withFacts({ care: 'c'.repeat(2001) }),
      'facts.care: Care instructions can be at most 2,000 characters',
    ],
    [
      'a material of 101 characters',
      withFacts({ material: 'm'.repeat(101) }),
      'facts.material: Material can be at most 100 characters',
    ],
    ['an HSN code of 3 digits', withFacts({ hsnCode: '830' }), hsnMessage],
    ['an HSN code of 9 digits', withFacts({ hsnCode: '830629101' }), hsnMessage],
    ['an HSN code with a letter', withFacts({ hsnCode: '83O6' }), hsnMessage],
  ])('refuses %s with a 400 naming the field, saving nothing', async (_, change, message) => {
    const before = await snapshot();
    const response = await b.admin('POST', '/products', {
      payload: { ...nandi, name: 'Refused Urli', ...change },
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /api/admin/products/:id', () => {
  it('replaces every field, logs each change as before → after, and the shop shows it at once', async () => {
    const product = await createInShop({ ...nandi, name: 'Brass Tortoise Small' });
    // Read once, so the shop's cached page is warm.
    expect((await publicProduct(product.id)).json()).toMatchObject({ price: 2450 });
    const edit = {
      ...nandi,
      name: 'Brass Tortoise (Small)',
      description: 'A Vastu tortoise for the north.',
      price: 1500,
      compareAtPrice: null,
      category: 'decor',
      isPopular: true,
      stock: 3,
      loadedStock: 12,
      facts: { ...nandi.facts, weightKg: 0.42, hsnCode: null, care: 'Wipe dry.' },
    };
    const response = await b.admin('PUT', `/products/${product.id}`, { payload: edit });
    expect(response.statusCode).toBe(200);
    expect(v.parse(adminProductSchema, response.json())).toMatchObject({
      id: product.id,
      name: 'Brass Tortoise (Small)',
      price: 1500,
      compareAtPrice: null,
      category: 'decor',
      isPopular: true,
      stock: 3,
      facts: { weightKg: 0.42, hsnCode: null, care: 'Wipe dry.' },
    });
    expect((await publicProduct(product.id)).json()).toMatchObject({
      price: 1500,
      stock: 3,
      mainCategory: 'decor',
    });
    const updated = (await b.auditOf(product.id)).find(({ action }) => action === 'product.updated');
    expect(updated).toEqual({
      action: 'product.updated',
      actorId: b.staffId,
      details: {
        name: 'Brass Tortoise Small → Brass Tortoise (Small)',
        description: 'changed',
        price: '2450 → 1500',
        compareAtPrice: '2900 → none',
        category: 'idols → decor',
        isPopular: 'false → true',
        stock: '12 → 3',
        'facts.weightKg': '1.35 → 0.42',
        'facts.care': 'changed',
        'facts.hsnCode': '83062910 → none',
      },
    });
  });

  it('keeps a renamed product at its address: ids are made once, so a shared link never breaks', async () => {
    const product = await createInShop({ ...nandi, name: 'Brass Kamadhenu Small' });
    const response = await b.admin('PUT', `/products/${product.id}`, {
      // An id in the body is not the owner's to set: it is dropped, not followed.
      payload: { ...nandi, id: 'brass-kamadhenu-large', name: 'Brass Kamadhenu Large', loadedStock: 12 },
    });
    expect(response.json()).toMatchObject({ id: product.id, name: 'Brass Kamadhenu Large' });
    expect((await publicProduct(product.id)).json()).toMatchObject({
      _id: product.id,
      productName: 'Brass Kamadhenu Large',
    });
    expect((await publicProduct('brass-kamadhenu-large')).statusCode).toBe(404);
  });

  it('writes nothing for an edit that changes nothing', async () => {
    const product = await create({ ...nandi, name: 'Unchanged Bell' });
    const response = await b.admin('PUT', `/products/${product.id}`, {
      payload: { ...nandi, name: 'Unchanged Bell', loadedStock: 12 },
    });
    expect(response.json()).toEqual(product);
    expect((await b.auditOf(product.id)).map(({ action }) => action)).toEqual(['product.created']);
  });

  it('logs a change however far into a long name it is, cutting the name short', async () => {
    const long = `Ashtalakshmi ${'panel '.repeat(20)}`.trim();
    const product = await create({ ...nandi, name: `${long} A` });
    await b.admin('PUT', `/products/${product.id}`, {
      payload: { ...nandi, name: `${long} B`, loadedStock: 12 },
    });
    const [, updated] = await b.auditOf(product.id);
    expect(updated?.details).toEqual({ name: `${long.slice(0, 99)}… → ${long.slice(0, 99)}…` });
  });

  it('keeps the whole product as it was when any field is refused', async () => {
    const product = await create({ ...nandi, name: 'Half Saved Diya' });
    const before = await snapshot();
    const response = await b.admin('PUT', `/products/${product.id}`, {
      payload: {
        ...nandi,
        name: 'Half Saved Diya',
        price: 999,
        stock: 40,
        loadedStock: 12,
        facts: { ...nandi.facts, hsnCode: '12' },
      },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'facts.hsnCode: HSN code must be 4 to 8 digits' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await b.admin('PUT', '/products/no-such-idol', {
      payload: { ...nandi, loadedStock: 12 },
    });
    expect([response.statusCode, response.json()]).toEqual([404, { message: 'No product has that id.' }]);
  });
});

describe('archiving and restoring', () => {
  it('takes a product out of the shop and puts it back, logging both', async () => {
    // Flagged popular, and the newest: on Most Popular and the list's first page as well.
    const product = await createInShop({ ...nandi, name: 'Archived Hanuman', isPopular: true });
    // Warm every cache the shop keeps, so the archive must clear them.
    expect((await publicProduct(product.id)).statusCode).toBe(200);
    const shopRead = async (url: string) => (await b.app.inject({ method: 'GET', url })).json();
    const idsOf = (body: unknown) => v.parse(v.array(productSchema), body).map(({ _id }) => _id);
    /** Whether the whole list, a page of it and Most Popular each show the product. */
    const shownInShop = async () => {
      const page = v.parse(productPageSchema, await shopRead('/api/products?page=1&limit=100'));
      return [await shopRead('/api/products'), page.items, await shopRead('/api/most-popular')].map((list) =>
        idsOf(list).includes(product.id),
      );
    };
    expect(await shownInShop()).toEqual([true, true, true]);

    const archived = await b.admin('POST', `/products/${product.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(v.parse(adminProductSchema, archived.json())).toMatchObject({
      archived: true,
      archivedAt: expect.any(String),
    });
    expect([(await publicProduct(product.id)).statusCode, (await publicProduct(product.id)).json()]).toEqual([
      404,
      { message: 'Product not found' },
    ]);
    expect(await shownInShop()).toEqual([false, false, false]);
    const again = await b.admin('POST', `/products/${product.id}/archive`);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: 'Archived Hanuman is archived already.' },
    ]);

    const restored = await b.admin('POST', `/products/${product.id}/restore`);
    expect(v.parse(adminProductSchema, restored.json())).toMatchObject({ archived: false, archivedAt: null });
    expect((await publicProduct(product.id)).statusCode).toBe(200);
    expect(await shownInShop()).toEqual([true, true, true]);
    const notArchived = await b.admin('POST', `/products/${product.id}/restore`);
    expect([notArchived.statusCode, notArchived.json()]).toEqual([
      409,
      { message: 'Archived Hanuman is not archived.' },
    ]);

    expect((await b.auditOf(product.id)).map(({ action }) => action)).toEqual([
      'product.created',
      'product.image_added',
      'product.published',
      'product.archived',
      'product.restored',
    ]);
    expect((await b.admin('POST', '/products/no-such-idol/archive')).statusCode).toBe(404);
  });
});

const listed = async (query: string) => {
  const response = await b.admin('GET', `/products${query}`);
  expect(response.statusCode).toBe(200);
  return v.parse(adminProductListSchema, response.json());
};

describe('POST /api/admin/products/reorder', () => {
  it('puts the listed products first in that order, the placed ones after, and logs each move', async () => {
    await b.admin('POST', '/products/reorder', {
      payload: { ids: ['kumkum-haldi-box', 'vastu-tortoise-plate'] },
    });
    const response = await b.admin('POST', '/products/reorder', {
      payload: { ids: ['diya-classic-single', 'kumkum-haldi-box'] },
    });
    expect(response.statusCode).toBe(200);
    const { products: first, pageSize, total } = await listed('');
    expect(pageSize).toBe(25);
    expect(first).toHaveLength(25);
    expect(first.slice(0, 3).map(({ id, position }) => [id, position])).toEqual([
      ['diya-classic-single', 1],
      ['kumkum-haldi-box', 2],
      ['vastu-tortoise-plate', 3],
    ]);
    // The unplaced rest follows newest first.
    const unplaced = first.slice(3).map(({ createdAt }) => createdAt);
    expect(unplaced).toEqual(unplaced.toSorted().reverse());
    expect(total).toBeGreaterThan(25);
    expect(await b.auditOf('diya-classic-single')).toEqual([
      { action: 'product.reordered', actorId: b.staffId, details: { position: '1', was: 'none' } },
    ]);
    expect((await b.auditOf('kumkum-haldi-box')).map(({ details }) => details)).toEqual([
      { position: '1', was: 'none' },
      { position: '2', was: '1' },
    ]);
  });

  it.each([
    [{ ids: ['diya-classic-single', 'no-such-idol'] }, 'No product has the id no-such-idol.'],
    [{ ids: ['diya-classic-single', 'diya-classic-single'] }, 'ids: List each of the products once'],
    [{ ids: [] }, 'ids: List the products in their new order'],
  ])('refuses %j, moving nothing', async (payload, message) => {
    const before = await snapshot();
    const response = await b.admin('POST', '/products/reorder', { payload });
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/admin/products', () => {
  it('finds products by part of the name, the id or the category', async () => {
    expect((await listed('?q=KUMKUM')).products.map(({ id }) => id)).toEqual(['kumkum-haldi-box']);
    expect((await listed('?q=tortoise-plate')).products.map(({ id }) => id)).toEqual([
      'vastu-tortoise-plate',
    ]);
    const sets = await listed('?q=idol%20set');
    expect(sets.total).toBeGreaterThan(0);
    expect(sets.products.every(({ category }) => category === 'idol set')).toBe(true);
    expect((await listed('?q=%25')).total).toBe(0);
  });

  it('filters by category, by status and by stock, and pages 25 at a time', async () => {
    const lamps = await listed('?category=lamps');
    expect(lamps.products.every(({ category }) => category === 'lamps')).toBe(true);
    const { db } = b.database;
    await db.update(products).set({ stock: 0 }).where(eq(products.id, 'diya-classic-single'));
    await db.update(products).set({ stock: 3 }).where(eq(products.id, 'kumkum-haldi-box'));
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, 'vastu-tortoise-plate'));
    const out = (await listed('?stock=out')).products;
    expect(out.map(({ id }) => id)).toContain('diya-classic-single');
    expect(out.every(({ stock }) => stock === 0)).toBe(true);
    const low = (await listed('?stock=low')).products;
    expect(low.map(({ id }) => id)).toContain('kumkum-haldi-box');
    expect(low.every(({ stock }) => stock > 0 && stock <= 5)).toBe(true);
    expect(low.map(({ id }) => id)).not.toContain('diya-classic-single');
    const archived = await listed('?status=archived');
    expect(archived.products.map(({ id, archived: isArchived }) => [id, isArchived])).toEqual([
      ['vastu-tortoise-plate', true],
    ]);
    const active = await listed('?status=active&q=tortoise');
    expect(active.products.map(({ id }) => id)).not.toContain('vastu-tortoise-plate');
    const all = await listed('');
    const second = await listed('?page=2');
    expect(second.products.map(({ id }) => id)).not.toContain(all.products[0]?.id);
    expect(second.products.length).toBe(Math.min(25, all.total - 25));
  });

  it.each([
    ['?status=deleted', 'status: Status is active, draft or archived'],
    ['?stock=plenty', 'stock: Stock is low or out'],
    [
      '?category=spaceships',
      'category: Category must be one of: idols, idol set, lamps, bells, pooja, decor',
    ],
  ])('refuses %s', async (query, message) => {
    const response = await b.admin('GET', `/products${query}`);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
  });
});
