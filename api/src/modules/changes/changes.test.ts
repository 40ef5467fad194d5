import { adminBlogSchema } from '@brass/shared/contracts/admin-content';
import { adminProductSchema } from '@brass/shared/contracts/admin-products';
import { eq, isNotNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderItems, orders, productImages, products, users } from '../../db/schema.js';
import { startTestApp } from '../../../test/app.js';
import { startBackOffice } from '../../../test/catalog-support.js';
import { openChangeStream, type ChangeStream } from '../../../test/change-stream.js';
import { useStarted } from '../../../test/use-started.js';

const b = useStarted('back office', () => startBackOffice());
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await b.app.listen({ host: '127.0.0.1', port: 0 });
});

let stream: ChangeStream | undefined;
afterEach(() => stream?.close());

/** A stream the API listens for: its first event is `ready`. */
async function follow(): Promise<ChangeStream> {
  stream = await openChangeStream(baseUrl);
  expect(await stream.next()).toEqual({ event: 'ready', data: {} });
  return stream;
}

const home = { mostPopularTitle: 'Most Popular', newArrivalsTitle: 'New Arrivals', shippingText: 'Free' };
const noContact = { address: null, phone: null, whatsapp: null, email: null, gstin: null };
let saves = 0;
/** The owner saves the home texts: a change that names `settings`, to mark a point in the stream. */
async function saveSettings(): Promise<void> {
  const payload = { home: { ...home, shippingText: `Free shipping, save ${++saves}` }, contact: noContact };
  expect((await b.owner('PUT', '/settings', { payload })).statusCode).toBe(200);
}

const nandi = {
  name: 'Brass Nandi (Seated, 6 inch)',
  description: 'Shiva’s bull, seated and facing the shrine.',
  price: 2450,
  compareAtPrice: null,
  category: 'idols',
  isNewArrival: false,
  isPopular: false,
  stock: 12,
  facts: {
    heightCm: 15,
    widthCm: 18,
    depthCm: 9,
    weightKg: 1.35,
    material: 'Brass',
    finish: 'Antique',
    care: null,
    hsnCode: null,
  },
};

describe('GET /api/changes', () => {
  it('answers an event stream that is ready once the API listens to the database', async () => {
    const changes = await follow();
    expect(changes.status).toBe(200);
    expect(changes.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(changes.headers.get('cache-control')).toBe('no-cache');
    expect(changes.headers.get('x-accel-buffering')).toBe('no');
  });

  it('names a product the back office publishes, and the catalogue; then only it when its stock moves', async () => {
    const changes = await follow();
    const created = await b.admin('POST', '/products', { payload: nandi });
    expect(created.statusCode).toBe(201);
    const { id } = v.parse(adminProductSchema, created.json());
    // A draft is in no public answer: the shop learns of the product once it is published.
    await b.publish(id);
    expect((await changes.changeNaming(`product:${id}`)).tags).toContain('products');

    const edited = await b.admin('PUT', `/products/${id}`, {
      payload: { ...nandi, stock: 5, loadedStock: 12 },
    });
    expect(edited.statusCode).toBe(200);
    // Stock shows on the product's page and cards; lists change only when it reaches or leaves zero.
    expect(await changes.changeNaming(`product:${id}`)).toEqual({
      tags: ['catalogue', `product:${id}`],
      before: [],
    });

    const soldOut = await b.admin('PUT', `/products/${id}`, {
      payload: { ...nandi, stock: 0, loadedStock: 5 },
    });
    expect(soldOut.statusCode).toBe(200);
    expect((await changes.changeNaming(`product:${id}`)).tags).toEqual([
      'catalogue',
      `product:${id}`,
      'products',
    ]);
  });

  it('names the product whose photos changed, and the catalogue', async () => {
    const changes = await follow();
    const photo = {
      id: 'img_changes',
      productId: 'urli-small-8in',
      position: 1,
      stem: 'urli-small-8in-changes',
      alt: 'The urli from above',
      width: 800,
      height: 800,
    };
    await b.database.db.insert(productImages).values(photo);
    expect(await changes.changeNaming('product:urli-small-8in')).toEqual({
      tags: ['catalogue', 'product:urli-small-8in'],
      before: [],
    });
    await b.database.db.delete(productImages).where(eq(productImages.id, photo.id));
    expect(await changes.changeNaming('product:urli-small-8in')).toEqual({
      tags: ['catalogue', 'product:urli-small-8in'],
      before: [],
    });
  });

  it('names every product of a bulk write in one change', async () => {
    const changes = await follow();
    await b.database.db.update(products).set({ stock: sql`${products.stock} + 1` });
    // Drafts are in no public answer, so no change names them.
    const ids = (
      await b.database.db.select({ id: products.id }).from(products).where(isNotNull(products.publishedAt))
    ).map((row) => row.id);
    const { tags, before } = await changes.changeNaming(`product:${ids[0]}`);
    expect(before).toEqual([]);
    expect(tags).toEqual(expect.arrayContaining(ids.map((id) => `product:${id}`)));
  });

  it('names the settings the owner saved', async () => {
    const changes = await follow();
    await saveSettings();
    expect(await changes.changeNaming('settings')).toEqual({ tags: ['settings'], before: [] });
  });

  it('names a post once it is published, and nothing while it is a draft', async () => {
    const changes = await follow();
    const draft = await b.admin('POST', '/blogs', {
      payload: {
        title: 'Lighting the Karthigai Deepam',
        body: 'Every doorstep is lined with lamps.',
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = v.parse(adminBlogSchema, draft.json());
    expect((await b.admin('POST', `/blogs/${id}/publish`)).statusCode).toBe(200);
    expect(await changes.changeNaming(`post:${id}`)).toEqual({ tags: [`post:${id}`, 'posts'], before: [] });
  });

  it('names the policy page the owner edited', async () => {
    const changes = await follow();
    const edit = { title: 'Shipping', body: 'We ship from Chennai within two days.' };
    expect((await b.owner('PUT', '/pages/shipping', { payload: edit })).statusCode).toBe(200);
    expect(await changes.changeNaming('policy:shipping')).toEqual({ tags: ['policy:shipping'], before: [] });
  });

  it('names nothing for a write no public read shows', async () => {
    const changes = await follow();
    const message = await b.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Lakshmi',
        lastName: 'Narayanan',
        email: 'lakshmi@example.in',
        phone: '+91 98400 12345',
        subject: 'Custom kuthuvilakku',
        message: 'Can you make a 36 inch lamp for our temple?',
      },
    });
    expect(message.statusCode).toBe(201);
    await saveSettings();
    expect((await changes.changeNaming('settings')).before).toEqual([]);
  });

  it('names the catalogue when a sale changes Most Popular, and nothing when it does not', async () => {
    const changes = await follow();
    const { db } = b.database;
    await db.insert(users).values({ id: 'usr_popular', name: 'Meena', email: 'meena@example.in' });
    const sell = async (orderId: string, quantity: number) => {
      await db.transaction(async (tx) => {
        await tx.insert(orders).values({
          id: orderId,
          userId: 'usr_popular',
          razorpayPaymentId: `pay_${orderId}`,
          razorpayOrderId: `order_${orderId}`,
          subtotal: 0,
          shippingCharge: 0,
          tax: 0,
          totalAmount: 0,
          shippingAddress: {
            firstName: 'Meena',
            lastName: 'Iyer',
            street: '12 North Mada Street',
            city: 'Chennai',
            state: 'Tamil Nadu',
            zipcode: '600004',
            phoneNumber: '9840012345',
          },
        });
        await tx
          .insert(orderItems)
          .values({ orderId, productId: 'urli-small-8in', productName: 'Small Urli', quantity, price: 1800 });
      });
    };
    // Far more than any other product: the urli becomes the best seller.
    await sell('ord_first', 1000);
    expect(await changes.changeNaming('products')).toEqual({ tags: ['products'], before: [] });
    // Still the best seller: Most Popular is as it was.
    await sell('ord_second', 1);
    await saveSettings();
    expect((await changes.changeNaming('settings')).before).toEqual([]);
  });
});

describe('GET /api/changes past its limit of open streams', () => {
  const limited = useStarted('limited app', () => startTestApp({ CHANGE_STREAMS_MAX: '1' }));

  it('answers 503 with a message, and takes a follower again once one has left', async () => {
    const url = await limited.app.listen({ host: '127.0.0.1', port: 0 });
    const first = await openChangeStream(url);
    expect((await first.next())?.event).toBe('ready');
    const refused = await fetch(`${url}/api/changes`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      message: 'Too many change streams are open. Please try again later.',
    });
    await first.close();
    // The API counts the stream until it hears the connection close, a moment after the client left.
    await vi.waitFor(async () => {
      const again = await openChangeStream(url);
      try {
        expect(again.status).toBe(200);
        expect((await again.next())?.event).toBe('ready');
      } finally {
        await again.close();
      }
    });
  });
});
