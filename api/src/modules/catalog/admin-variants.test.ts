import { adminProductSchema, type AdminProduct } from '@brass/shared/contracts/admin-products';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createSessionTokens } from '../../plugins/auth.js';
import { testConfig } from '../../../test/app.js';
import { useBackOffice } from '../../../test/use-back-office.js';

const b = useBackOffice();

let made = 0;

/** A new product as the owner's form sends it, sold as it is: 7 pieces at ₹3,100. */
async function aProduct(): Promise<AdminProduct> {
  const response = await b.admin('POST', '/products', {
    payload: {
      name: `Dancing Nataraja ${++made}`,
      description: 'Shiva as the lord of dance, in a ring of fire.',
      price: 3100,
      category: 'idols',
      stock: 7,
      facts: { heightCm: 23, widthCm: 18, depthCm: 7, weightKg: 1.8 },
    },
  });
  expect(response.statusCode).toBe(201);
  return v.parse(adminProductSchema, response.json());
}

const sizes = [{ name: 'Size', values: ['9 inch', '12 inch', '18 inch'] }];

/** A variant of the Size option as the back office sends it. */
const variant = (size: string, fields: Record<string, unknown> = {}) => ({
  values: { Size: size },
  sku: null,
  price: 4000,
  compareAtPrice: null,
  weightKg: 1.2,
  stock: 3,
  ...fields,
});

const setVariants = (id: string, body: object, call = b.admin) =>
  call('PUT', `/products/${id}/variants`, { payload: body });

async function saved(id: string, body: object): Promise<AdminProduct> {
  const response = await setVariants(id, body);
  expect([response.statusCode, response.json()]).toEqual([200, expect.anything()]);
  return v.parse(adminProductSchema, response.json());
}

async function rowOf(id: string) {
  const [row] = await b.database.db.select().from(products).where(eq(products.id, id));
  return row;
}

describe('PUT /api/admin/products/:id/variants', () => {
  it('creates a variant per combination, named by its values, priced from the cheapest, stocked as their sum', async () => {
    const { id } = await aProduct();
    const product = await saved(id, {
      options: [
        { name: 'Size', values: ['9 inch', '12 inch'] },
        { name: 'Finish', values: ['Antique', 'Polished'] },
      ],
      variants: [
        { ...variant('12 inch', { price: 6200, stock: 2 }), values: { Size: '12 inch', Finish: 'Antique' } },
        {
          ...variant('9 inch', { price: 4200, compareAtPrice: 4800, sku: 'NAT-9-POL' }),
          values: { Finish: 'Polished', Size: '9 inch' },
        },
        { ...variant('9 inch', { price: 4500, stock: 4 }), values: { Size: '9 inch', Finish: 'Antique' } },
      ],
    });

    expect(product.options).toEqual([
      { name: 'Size', values: ['9 inch', '12 inch'] },
      { name: 'Finish', values: ['Antique', 'Polished'] },
    ]);
    // In the order of the options' values, whatever order they were sent in.
    expect(product.variants).toEqual([
      expect.objectContaining({
        id: `${id}--9-inch-antique`,
        key: '9-inch-antique',
        name: `${product.name} (9 inch, Antique)`,
        price: 4500,
        stock: 4,
        archived: false,
      }),
      expect.objectContaining({
        id: `${id}--9-inch-polished`,
        key: '9-inch-polished',
        sku: 'NAT-9-POL',
        values: { Size: '9 inch', Finish: 'Polished' },
        compareAtPrice: 4800,
        weightKg: 1.2,
        stock: 3,
      }),
      expect.objectContaining({ id: `${id}--12-inch-antique`, price: 6200, stock: 2 }),
    ]);
    // The product's own 7 pieces are not the variants': its stock is theirs alone, summed at commit.
    expect(product).toMatchObject({ price: 4200, compareAtPrice: 4800, stock: 9 });
    expect(await rowOf(id)).toMatchObject({ price: 4200, stock: 9 });
    expect((await b.admin('GET', `/products/${id}`)).json()).toEqual(product);
    expect((await b.auditOf(id)).at(-1)).toEqual({
      action: 'product.variants_changed',
      actorId: b.staffId,
      details: { options: 'Size: 9 inch, 12 inch; Finish: Antique, Polished', variants: '3' },
    });
  });

  it('changes a variant’s stock only from the count its form was filled with, refusing one orders moved', async () => {
    const { id } = await aProduct();
    await saved(id, { options: sizes, variants: [variant('9 inch', { stock: 5 }), variant('12 inch')] });
    // An order takes a 9 inch piece while the owner edits.
    await b.database.db
      .update(products)
      .set({ stock: 4 })
      .where(eq(products.id, `${id}--9-inch`));

    const refused = await setVariants(id, {
      options: sizes,
      variants: [variant('9 inch', { stock: 8, loadedStock: 5 }), variant('12 inch', { loadedStock: 3 })],
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      {
        message: `Stock of Dancing Nataraja ${made} (9 inch) changed while you were editing: it is now 4. Check it and save again.`,
      },
    ]);
    expect(await rowOf(`${id}--9-inch`)).toMatchObject({ stock: 4 });

    // Left as loaded, the stock keeps what the order left; changed from the count now, it is set.
    const kept = await saved(id, {
      options: sizes,
      variants: [
        variant('9 inch', { stock: 5, loadedStock: 5, price: 3900 }),
        variant('12 inch', { stock: 6, loadedStock: 3 }),
      ],
    });
    expect(kept.variants.map(({ stock, price }) => [stock, price])).toEqual([
      [4, 3900],
      [6, 4000],
    ]);
    expect(kept.stock).toBe(10);
  });

  it('refuses a SKU another product has, saving nothing', async () => {
    const other = await aProduct();
    await saved(other.id, { options: sizes, variants: [variant('9 inch', { sku: 'NAT-09' })] });
    const { id } = await aProduct();

    const refused = await setVariants(id, {
      options: sizes,
      variants: [variant('9 inch', { sku: 'NAT-09' })],
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: `The SKU NAT-09 is already used by Dancing Nataraja ${made - 1} (9 inch).` },
    ]);
    expect(await rowOf(`${id}--9-inch`)).toBeUndefined();
    expect(await rowOf(id)).toMatchObject({ options: null, stock: 7, price: 3100 });
  });

  it('lets a renamed size keep its SKU, and two sizes swap theirs, in one save', async () => {
    const { id } = await aProduct();
    await saved(id, {
      options: sizes,
      variants: [variant('9 inch', { sku: 'NAT-A' }), variant('12 inch', { sku: 'NAT-B' })],
    });
    const renamed = [{ name: 'Size', values: ['9 in', '12 inch'] }];
    const product = await saved(id, {
      options: renamed,
      variants: [variant('9 in', { sku: 'NAT-A' }), variant('12 inch', { sku: 'NAT-C' })],
    });
    expect(product.variants.filter((one) => !one.archived).map((one) => [one.key, one.sku])).toEqual([
      ['9-in', 'NAT-A'],
      ['12-inch', 'NAT-C'],
    ]);
    const swapped = await saved(id, {
      options: renamed,
      variants: [
        variant('9 in', { sku: 'NAT-C', loadedStock: 3 }),
        variant('12 inch', { sku: 'NAT-A', loadedStock: 3 }),
      ],
    });
    expect(swapped.variants.filter((one) => !one.archived).map((one) => one.sku)).toEqual(['NAT-C', 'NAT-A']);
  });

  it('archives the variants left out, dropping their stock from the product’s, and brings one back', async () => {
    const { id } = await aProduct();
    await saved(id, {
      options: sizes,
      variants: [
        variant('9 inch', { stock: 2 }),
        variant('12 inch', { stock: 3, price: 5000 }),
        variant('18 inch', { stock: 4, price: 9000 }),
      ],
    });

    const fewer = await saved(id, {
      options: sizes,
      variants: [variant('12 inch', { stock: 3, loadedStock: 3, price: 5000 })],
    });
    expect(fewer.variants.map(({ key, archived }) => [key, archived])).toEqual([
      ['9-inch', true],
      ['12-inch', false],
      ['18-inch', true],
    ]);
    expect(fewer).toMatchObject({ stock: 3, price: 5000 });
    expect(await rowOf(id)).toMatchObject({ stock: 3 });
    // Archived, never deleted: orders and carts may name it.
    expect(await rowOf(`${id}--9-inch`)).toMatchObject({ stock: 2, archivedAt: expect.any(Date) });

    const back = await saved(id, {
      options: sizes,
      variants: [
        variant('9 inch', { stock: 2, loadedStock: 2 }),
        variant('12 inch', { stock: 3, loadedStock: 3, price: 5000 }),
      ],
    });
    expect(back.variants.filter(({ archived }) => !archived).map(({ key }) => key)).toEqual([
      '9-inch',
      '12-inch',
    ]);
    expect(back).toMatchObject({ stock: 5, price: 4000 });
  });

  it('refuses values that do not fit the options, in words', async () => {
    const { id } = await aProduct();
    const unknown = await setVariants(id, { options: sizes, variants: [variant('24 inch')] });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { message: '“24 inch” is not a value of Size. Add it to the option first.' },
    ]);
    const missing = await setVariants(id, {
      options: sizes,
      variants: [{ ...variant('9 inch'), values: {} }],
    });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { message: 'Each variant needs one value of each option: Size.' },
    ]);
    const twice = await setVariants(id, { options: sizes, variants: [variant('9 inch'), variant('9 inch')] });
    expect([twice.statusCode, twice.json()]).toEqual([400, { message: 'Two variants are both “9 inch”.' }]);
    expect(await rowOf(id)).toMatchObject({ options: null, stock: 7 });
  });

  it('refuses two variants whose values make the same address, saving nothing', async () => {
    const { id } = await aProduct();
    const refused = await setVariants(id, {
      options: [{ name: 'Finish', values: ['Antique', 'antique'] }],
      variants: [
        { ...variant('9 inch'), values: { Finish: 'Antique' } },
        { ...variant('9 inch'), values: { Finish: 'antique' } },
      ],
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      {
        message:
          'Two variants, “Antique” and “antique”, would have the same web address. Tell their values apart.',
      },
    ]);
    expect(await rowOf(id)).toMatchObject({ options: null, stock: 7 });
  });

  it('sells the product as it is again once every option and variant is removed', async () => {
    const { id } = await aProduct();
    await saved(id, { options: sizes, variants: [variant('9 inch'), variant('12 inch')] });

    const plain = await saved(id, { options: [], variants: [] });
    expect(plain.options).toBeNull();
    expect(plain.variants.every(({ archived }) => archived)).toBe(true);
    expect(plain.stock).toBe(0);

    // Its own price and stock are the form's again.
    const edit = await b.admin('PUT', `/products/${id}`, {
      payload: {
        name: plain.name,
        description: plain.description,
        price: 3300,
        category: 'idols',
        stock: 5,
        loadedStock: 0,
        facts: plain.facts,
      },
    });
    expect([edit.statusCode, edit.json()]).toEqual([200, expect.objectContaining({ price: 3300, stock: 5 })]);
    const shop = await b.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(shop.json()).not.toHaveProperty('options');
  });

  it('answers 404 for an unknown product', async () => {
    const response = await setVariants('no-such-idol', { options: [], variants: [] });
    expect([response.statusCode, response.json()]).toEqual([404, { message: 'No product has that id.' }]);
  });

  describe('is for staff only', () => {
    let shopper: string;
    beforeAll(async () => {
      const shopperId = newId('usr');
      await b.database.db
        .insert(users)
        .values({ id: shopperId, name: 'Meena Shopper', email: `${shopperId}@example.in` });
      shopper = `Bearer ${await createSessionTokens(testConfig().jwt).issue(shopperId)}`;
    });

    it('refuses visitors and shoppers, changing nothing', async () => {
      const { id } = await aProduct();
      const body = { options: sizes, variants: [variant('9 inch')] };
      const url = `/api/admin/products/${id}/variants`;
      const visitor = await b.app.inject({ method: 'PUT', url, payload: body });
      expect([visitor.statusCode, visitor.json()]).toEqual([401, { message: 'Please log in to continue' }]);
      const refused = await b.app.inject({
        method: 'PUT',
        url,
        payload: body,
        headers: { authorization: shopper },
      });
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { message: "This area is for the shop's staff." },
      ]);
      expect(await rowOf(`${id}--9-inch`)).toBeUndefined();
      expect((await saved(id, body)).variants).toHaveLength(1);
      expect((await setVariants(id, body, b.owner)).statusCode).toBe(200);
    });
  });
});
