import {
  adminProductListSchema,
  adminProductSchema,
  type AdminProduct,
} from '@brass/shared/contracts/admin-products';
import { productPageSchema, productSchema } from '@brass/shared/contracts/catalog';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { multipartBody } from '../../../test/catalog-support.js';
import { useBackOffice } from '../../../test/use-back-office.js';

const b = useBackOffice();

/** A product as the owner's form sends it: everything publishing asks for but a photo. */
const kamakshi = {
  name: 'Kamakshi Deepam Draft (7 inch)',
  description: 'A Kamakshi lamp for the pooja shelf, the goddess seated on its back plate.',
  price: 1650,
  compareAtPrice: null,
  category: 'lamps',
  isNewArrival: true,
  isPopular: true,
  stock: 4,
  facts: { heightCm: 18, widthCm: 10, depthCm: 8, weightKg: 0.7 },
};

const parsed = (response: { json: () => unknown }) => v.parse(adminProductSchema, response.json());

const photo = () =>
  sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 181, g: 137, b: 58 } } })
    .png()
    .toBuffer();

async function addPhoto(id: string): Promise<AdminProduct> {
  const { payload, headers } = multipartBody([
    { name: 'file', body: await photo(), filename: 'lamp.png', contentType: 'image/png' },
  ]);
  const response = await b.admin('POST', `/products/${id}/images`, { payload, headers });
  expect(response.statusCode).toBe(201);
  return parsed(response);
}

async function created(body: object = kamakshi): Promise<AdminProduct> {
  const response = await b.admin('POST', '/products', { payload: body });
  expect(response.statusCode).toBe(201);
  return parsed(response);
}

const get = (url: string) => b.app.inject({ method: 'GET', url });

/** The ids of every shopper's read that lists products: lists, search, home sections, related pieces. */
async function idsShoppersSee(name: string): Promise<string[]> {
  const lists = await Promise.all([
    get('/api/products').then((r) => v.parse(v.array(productSchema), r.json())),
    get(`/api/products?q=${encodeURIComponent(name)}`).then(
      (r) => v.parse(productPageSchema, r.json()).items,
    ),
    get('/api/products?category=lamps&limit=100').then((r) => v.parse(productPageSchema, r.json()).items),
    get('/api/products?collection=new-arrival&limit=100').then(
      (r) => v.parse(productPageSchema, r.json()).items,
    ),
    get('/api/most-popular').then((r) => v.parse(v.array(productSchema), r.json())),
    get('/api/products/kuthuvilakku-18in/related').then((r) => v.parse(v.array(productSchema), r.json())),
  ]);
  return lists.flat().map((product) => product._id);
}

const quote = (productId: string) =>
  b.app.inject({
    method: 'POST',
    url: '/api/shiprocket/calculate-shipping',
    payload: { pickupPincode: '600001', deliveryPincode: '600004', products: [{ productId, quantity: 1 }] },
  });

const auditActions = async (id: string) =>
  (
    await b.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, id))
      .orderBy(auditLog.createdAt)
  ).map((row) => row.action);

describe('a product made in the back office', () => {
  it('is a draft, listed with its mark and under the Draft filter, and shown to no shopper', async () => {
    const draft = await created();
    expect([draft.draft, draft.publishedAt]).toEqual([true, null]);

    const drafts = v.parse(adminProductListSchema, (await b.admin('GET', '/products?status=draft')).json());
    expect(drafts.products.map((product) => [product.id, product.draft])).toContainEqual([draft.id, true]);
    const active = v.parse(adminProductListSchema, (await b.admin('GET', '/products?status=active')).json());
    expect(active.products.map((product) => product.id)).not.toContain(draft.id);

    await addPhoto(draft.id);
    expect(await idsShoppersSee(kamakshi.name)).not.toContain(draft.id);
    expect([(await get(`/api/products/${draft.id}`)).statusCode]).toEqual([404]);
    expect((await get(`/api/products/${draft.id}`)).json()).toEqual({ message: 'Product not found' });
    // Like an unknown product's page: no live pieces offered under it.
    expect((await get(`/api/products/${draft.id}/related`)).statusCode).toBe(404);
    expect((await get('/api/feeds/sitemap.xml')).body).not.toContain(draft.id);
    expect((await get('/api/feeds/products.xml')).body).not.toContain(draft.id);
    expect([(await quote(draft.id)).statusCode, (await quote(draft.id)).json()]).toEqual([
      400,
      { message: 'Some products in your cart are no longer available. Please remove them and try again.' },
    ]);
  });
});

describe('POST /api/admin/products/:id/publish', () => {
  it('names every part a bare draft lacks, and changes nothing', async () => {
    const made = await b.admin('POST', '/products/drafts', { payload: { name: 'Bare Draft Bell' } });
    expect(made.statusCode).toBe(201);
    const draft = parsed(made);
    expect([draft.draft, draft.price, draft.stock, draft.images]).toEqual([true, 0, 0, []]);

    const refused = await b.admin('POST', `/products/${draft.id}/publish`);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      {
        message:
          'Bare Draft Bell cannot be published yet: it needs a photo, a price above ₹0, at least one piece in stock, a category, a description and its height, width, depth and weight.',
      },
    ]);
    expect(parsed(await b.admin('GET', `/products/${draft.id}`)).draft).toBe(true);
  });

  it('names the photo alone when the form was saved without one, and the stock when none is left', async () => {
    const draft = await created({ ...kamakshi, name: 'Kamakshi Deepam Photo Missing', stock: 0 });
    const refused = await b.admin('POST', `/products/${draft.id}/publish`);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      {
        message:
          'Kamakshi Deepam Photo Missing cannot be published yet: it needs a photo and at least one piece in stock.',
      },
    ]);
  });

  it('puts a complete draft in the shop, with its photo, everywhere a shopper looks; audited', async () => {
    const draft = await created({ ...kamakshi, name: 'Kamakshi Deepam Published' });
    const withPhoto = await addPhoto(draft.id);
    const published = await b.owner('POST', `/products/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(parsed(published)).toMatchObject({ draft: false, publishedAt: expect.any(String) });

    const page = await get(`/api/products/${draft.id}`);
    expect(page.statusCode).toBe(200);
    expect(v.parse(productSchema, page.json()).image).toBe(withPhoto.images[0]?.url);
    expect(await idsShoppersSee('Kamakshi Deepam Published')).toContain(draft.id);
    expect((await get('/api/feeds/sitemap.xml')).body).toContain(draft.id);
    expect((await get('/api/feeds/products.xml')).body).toContain(draft.id);
    expect((await quote(draft.id)).statusCode).toBe(200);

    const again = await b.admin('POST', `/products/${draft.id}/publish`);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: 'Kamakshi Deepam Published is in the shop already.' },
    ]);
    expect(await auditActions(draft.id)).toEqual([
      'product.created',
      'product.image_added',
      'product.published',
    ]);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await b.admin('POST', '/products/no-such-piece/publish');
    expect([response.statusCode, response.json()]).toEqual([404, { message: 'No product has that id.' }]);
  });
});

describe('a published product', () => {
  it('cannot lose its last photo, and can lose one of two', async () => {
    const draft = await created({ ...kamakshi, name: 'Kamakshi Deepam Two Photos' });
    await addPhoto(draft.id);
    const [first, second] = (await addPhoto(draft.id)).images;
    expect((await b.admin('POST', `/products/${draft.id}/publish`)).statusCode).toBe(200);

    const removed = await b.admin('DELETE', `/products/${draft.id}/images/${first!.id}`);
    expect([removed.statusCode, parsed(removed).images.map((image) => image.id)]).toEqual([
      200,
      [second!.id],
    ]);
    const refused = await b.admin('DELETE', `/products/${draft.id}/images/${second!.id}`);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      {
        message:
          'The shop never shows a product without a photo: add another photo before removing this one, or unpublish the product first.',
      },
    ]);
    const kept = parsed(await b.admin('GET', `/products/${draft.id}`));
    expect([kept.images.map((image) => image.id), kept.image]).toEqual([[second!.id], second!.url]);
  });

  it('goes back to draft: out of the shop and refused at the quote, its last photo then removable; audited', async () => {
    const draft = await created({ ...kamakshi, name: 'Kamakshi Deepam Unpublished' });
    const [only] = (await addPhoto(draft.id)).images;
    expect((await b.admin('POST', `/products/${draft.id}/publish`)).statusCode).toBe(200);
    expect((await quote(draft.id)).statusCode).toBe(200);

    const unpublished = await b.admin('POST', `/products/${draft.id}/unpublish`);
    expect([unpublished.statusCode, parsed(unpublished).draft]).toEqual([200, true]);
    expect((await get(`/api/products/${draft.id}`)).statusCode).toBe(404);
    expect(await idsShoppersSee('Kamakshi Deepam Unpublished')).not.toContain(draft.id);
    expect((await quote(draft.id)).statusCode).toBe(400);
    const again = await b.admin('POST', `/products/${draft.id}/unpublish`);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: 'Kamakshi Deepam Unpublished is a draft already.' },
    ]);
    expect((await b.admin('DELETE', `/products/${draft.id}/images/${only!.id}`)).statusCode).toBe(200);
    expect(await auditActions(draft.id)).toEqual([
      'product.created',
      'product.image_added',
      'product.published',
      'product.unpublished',
      'product.image_removed',
    ]);
  });
});
