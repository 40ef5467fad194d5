import { productPageSchema, productSchema } from '@brass/shared/contracts/catalog';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema.js';
import { productTag } from '../../lib/cache-tags.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { CatalogRepository } from './repository.js';
import { CatalogService } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const urli = 'urli-small-8in';
const tortoise = 'vastu-tortoise-plate';
const kumkumBox = 'kumkum-haldi-box';

async function stockShown(id: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(response.statusCode).toBe(200);
  return v.parse(productSchema, response.json()).stock;
}

/** The products the API read from the database by id, in order, since `reads` began watching. */
const readIds = (reads: { mock: { calls: unknown[][] } }) => reads.mock.calls.map(([id]) => id);

/**
 * Writes a stock beside the API, as another process or a sale would, and waits until the API's change
 * feed has told its caches.
 */
async function setStockBeside(id: string, stock: number, forget: { mock: { calls: unknown[][] } }) {
  const told = forget.mock.calls.length;
  await t.database.db.update(products).set({ stock }).where(eq(products.id, id));
  await vi.waitFor(() =>
    expect(forget.mock.calls.slice(told).flat(2)).toEqual(expect.arrayContaining([productTag(id)])),
  );
}

describe('the catalogue answers after a product changes', () => {
  it('reads a page asked for lately again at once, and keeps the pages of the other products', async () => {
    const forget = vi.spyOn(CatalogService.prototype, 'forget');
    const before = { urli: await stockShown(urli), tortoise: await stockShown(tortoise) };
    const reads = vi.spyOn(CatalogRepository.prototype, 'findById');

    await setStockBeside(urli, before.urli + 3, forget);
    // Read again without anyone asking: the page drawn again for the change finds it ready.
    await vi.waitFor(() => expect(readIds(reads)).toContain(urli));
    const readAtChange = reads.mock.calls.length;

    expect(await stockShown(urli)).toBe(before.urli + 3);
    expect(await stockShown(tortoise)).toBe(before.tortoise);
    expect(reads.mock.calls.length).toBe(readAtChange);
  });

  it('does not read a page nobody asked for, which then shows the change when asked', async () => {
    const forget = vi.spyOn(CatalogService.prototype, 'forget');
    const reads = vi.spyOn(CatalogRepository.prototype, 'findById');

    await setStockBeside(kumkumBox, 4, forget);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readIds(reads)).not.toContain(kumkumBox);
    expect(await stockShown(kumkumBox)).toBe(4);
  });

  it('forgets the lists, whose cards show the stock', async () => {
    const forget = vi.spyOn(CatalogService.prototype, 'forget');
    const listed = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/products?category=idols&limit=100' });
      const page = v.parse(productPageSchema, response.json());
      const [first] = page.items;
      if (!first) throw new Error('No idols listed');
      return first;
    };
    const first = await listed();

    await setStockBeside(first._id, first.stock + 7, forget);
    expect((await listed()).stock).toBe(first.stock + 7);
  });

  it('reads again a page whose read was under way at the change, and never keeps the read from before', async () => {
    const forget = vi.spyOn(CatalogService.prototype, 'forget');
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/products' });
    const unasked = v
      .parse(v.array(productSchema), catalogue.json())
      .find(({ _id }) => ![urli, tortoise, kumkumBox].includes(_id));
    if (!unasked) throw new Error('No product left to ask for');
    // The first read of its page holds up until the change is told.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const findById = CatalogRepository.prototype.findById;
    const reads = vi.spyOn(CatalogRepository.prototype, 'findById').mockImplementationOnce(async function (
      this: CatalogRepository,
      id,
    ) {
      const row = await findById.call(this, id);
      await held;
      return row;
    });
    const askedBefore = stockShown(unasked._id);
    await vi.waitFor(() => expect(readIds(reads)).toContain(unasked._id));

    await setStockBeside(unasked._id, unasked.stock + 2, forget);
    release();
    expect(await askedBefore).toBe(unasked.stock);
    await vi.waitFor(() => expect(readIds(reads).filter((id) => id === unasked._id)).toHaveLength(2));
    expect(await stockShown(unasked._id)).toBe(unasked.stock + 2);
    expect(readIds(reads).filter((id) => id === unasked._id)).toHaveLength(2);
  });
});
