import { adminProductSchema, type AdminProduct } from '@brass/shared/contracts/admin-products';
import type { CartLine } from '@brass/shared/contracts/checkout';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createSessionTokens } from '../../plugins/auth.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const urli = 'urli-small-8in';

const h = useCheckoutHarness();
let authorization: string;
beforeAll(async () => {
  const staffId = newId('usr');
  await h.database.db
    .insert(users)
    .values({ id: staffId, name: 'Kavya Staff', email: `${staffId}@example.in`, role: 'staff' });
  authorization = `Bearer ${await createSessionTokens(h.config.jwt).issue(staffId)}`;
});

async function setStock(stock: number): Promise<void> {
  await h.database.db.update(products).set({ stock }).where(eq(products.id, urli));
}

async function inStock(): Promise<{ stock: number; price: number }> {
  const [row] = await h.database.db
    .select({ stock: products.stock, price: products.price })
    .from(products)
    .where(eq(products.id, urli));
  if (!row) throw new Error(`No product ${urli}`);
  return row;
}

const auditOfUrli = () => h.database.db.select().from(auditLog).where(eq(auditLog.target, urli));

/** The product as the owner's form loads it. */
async function load(): Promise<AdminProduct> {
  const response = await h.app.inject({
    method: 'GET',
    url: `/api/admin/products/${urli}`,
    headers: { authorization },
  });
  return v.parse(adminProductSchema, response.json());
}

/** Save as the form does: every field as loaded but `changes`, and the stock the form was filled with. */
function save(loaded: AdminProduct, changes: Record<string, unknown>) {
  const { name, description, price, compareAtPrice, category, isNewArrival, isPopular, facts } = loaded;
  return h.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${urli}`,
    headers: { authorization },
    payload: {
      ...{ name, description, price, compareAtPrice, category, isNewArrival, isPopular, facts },
      stock: loaded.stock,
      loadedStock: loaded.stock,
      ...changes,
    },
  });
}

/** A shopper buys `quantity` urlis: the order takes them from stock when the payment arrives. */
async function shopperTakes(quantity: number): Promise<void> {
  const lines: CartLine[] = [{ productId: urli, quantity }];
  await h.paidOrder(await h.shopper(), { products: lines });
}

describe('PUT /api/admin/products/:id changes stock by what the owner changed', () => {
  it('refuses a new count once an order has taken pieces since the form was loaded, saving nothing, then takes it from the count now', async () => {
    await setStock(10);
    const loaded = await load();
    await shopperTakes(3);
    const auditBefore = await auditOfUrli();

    const refused = await save(loaded, { stock: 15, price: loaded.price + 100 });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: 'Stock changed while you were editing: it is now 7. Check it and save again.' },
    ]);
    expect(await inStock()).toEqual({ stock: 7, price: loaded.price });
    expect(await auditOfUrli()).toEqual(auditBefore);

    const saved = await save(loaded, { stock: 15, loadedStock: 7 });
    expect(saved.statusCode).toBe(200);
    expect(v.parse(adminProductSchema, saved.json()).stock).toBe(15);
    const logged = (await auditOfUrli()).filter((entry) => !auditBefore.some(({ id }) => id === entry.id));
    expect(logged.map(({ action, details }) => ({ action, details }))).toEqual([
      { action: 'product.updated', details: { stock: '7 → 15' } },
    ]);
  });

  it('leaves the stock as orders left it when the owner saves other fields', async () => {
    await setStock(10);
    const loaded = await load();
    await shopperTakes(2);

    const saved = await save(loaded, { price: loaded.price + 50 });
    expect(saved.statusCode).toBe(200);
    expect(await inStock()).toEqual({ stock: 8, price: loaded.price + 50 });
    const [last] = (await auditOfUrli()).toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(last?.details).toEqual({ price: `${loaded.price} → ${loaded.price + 50}` });
  });

  it('keeps the count right when an order and the owner’s save arrive together', async () => {
    await setStock(5);
    const loaded = await load();
    const [saved] = await Promise.all([save(loaded, { stock: 8 }), shopperTakes(2)]);
    if (saved.statusCode === 200) {
      // The owner's 8 came first; the order took 2 of them.
      expect((await inStock()).stock).toBe(6);
    } else {
      // The order came first: the owner is told, and the stock keeps what the order left.
      expect([saved.statusCode, saved.json()]).toEqual([
        409,
        { message: 'Stock changed while you were editing: it is now 3. Check it and save again.' },
      ]);
      expect((await inStock()).stock).toBe(3);
    }
  });

  it.each([
    [{ stock: -1 }, 'stock: Stock cannot be negative'],
    [
      { loadedStock: undefined },
      'loadedStock: Reload the product: the stock its form was filled with is missing',
    ],
    [{ loadedStock: -2 }, 'loadedStock: Reload the product: the stock its form was filled with is missing'],
  ])('refuses %j, leaving the stock alone', async (changes, message) => {
    await setStock(4);
    const response = await save(await load(), changes);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect((await inStock()).stock).toBe(4);
  });
});
