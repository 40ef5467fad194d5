import { MAX_SAVED_PIECES } from '@brass/shared/constants';
import { wishlistSchema } from '@brass/shared/contracts/wishlist';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createSessionTokens } from '../../plugins/auth.js';
import { rateLimits } from '../../plugins/rate-limit.js';
import { startTestApp, testConfig, type TestApp } from '../../../test/app.js';
import { wishlistMessages } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokens = createSessionTokens(testConfig().jwt);

const ganesha = 'ganesha-lost-wax-seated';
const prabhavali = 'ganesha-prabhavali-12in';
const krishna = 'krishna-venugopal-standing';

async function newShopper(): Promise<{ authorization: string }> {
  const id = newId('usr');
  await t.database.db.insert(users).values({ id, name: 'Meera Krishnan', email: `${id}@example.in` });
  return { authorization: `Bearer ${await tokens.issue(id)}` };
}

async function call(
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
}

/** The ids a list answer names, in its order, after checking it is the contract's shape. */
const idsOf = (body: unknown) => v.parse(wishlistSchema, body).pieces.map((piece) => piece._id);

describe("a signed-in shopper's wishlist", () => {
  it('is empty at first, and never kept by a cache', async () => {
    const shopper = await newShopper();
    const answer = await call('GET', '/api/wishlist', shopper);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ pieces: [] });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it("lists saved pieces last saved first, at the shop's own price and stock", async () => {
    const shopper = await newShopper();
    await call('PUT', `/api/wishlist/${ganesha}`, shopper);
    const saved = await call('PUT', `/api/wishlist/${krishna}`, shopper);
    expect(saved.status).toBe(200);
    expect(idsOf(saved.body)).toEqual([krishna, ganesha]);

    const [row] = await t.database.db.select().from(products).where(eq(products.id, krishna));
    const listed = v.parse(wishlistSchema, (await call('GET', '/api/wishlist', shopper)).body);
    expect(listed.pieces[0]).toEqual({
      _id: krishna,
      productName: row!.name,
      price: row!.price,
      image: row!.image,
      stock: row!.stock,
    });
  });

  it('saves a piece once however often it is saved', async () => {
    const shopper = await newShopper();
    await call('PUT', `/api/wishlist/${ganesha}`, shopper);
    const again = await call('PUT', `/api/wishlist/${ganesha}`, shopper);
    expect(again.status).toBe(200);
    expect(idsOf(again.body)).toEqual([ganesha]);
  });

  it('removes a piece, and removing one not saved changes nothing', async () => {
    const shopper = await newShopper();
    await call('PUT', `/api/wishlist/${ganesha}`, shopper);
    await call('PUT', `/api/wishlist/${krishna}`, shopper);
    const removed = await call('DELETE', `/api/wishlist/${ganesha}`, shopper);
    expect(removed.status).toBe(200);
    expect(idsOf(removed.body)).toEqual([krishna]);
    const again = await call('DELETE', `/api/wishlist/${ganesha}`, shopper);
    expect(again.status).toBe(200);
    expect(idsOf(again.body)).toEqual([krishna]);
  });

  it('refuses a piece the shop does not have with a 404 message', async () => {
    const shopper = await newShopper();
    for (const id of ['no-such-piece', 'Not a slug!']) {
      expect(await call('PUT', `/api/wishlist/${encodeURIComponent(id)}`, shopper)).toMatchObject({
        status: 404,
        body: { message: wishlistMessages.notFound },
      });
    }
    expect(idsOf((await call('GET', '/api/wishlist', shopper)).body)).toEqual([]);
  });

  it("is each shopper's own: another shopper's saves are neither listed nor removed", async () => {
    const meera = await newShopper();
    const arjun = await newShopper();
    await call('PUT', `/api/wishlist/${ganesha}`, meera);
    await call('PUT', `/api/wishlist/${krishna}`, arjun);
    expect(idsOf((await call('DELETE', `/api/wishlist/${ganesha}`, arjun)).body)).toEqual([krishna]);
    expect(idsOf((await call('GET', '/api/wishlist', meera)).body)).toEqual([ganesha]);
  });

  it('asks a visitor to sign in for every call of the account list', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/wishlist', undefined],
      ['PUT', `/api/wishlist/${ganesha}`, undefined],
      ['DELETE', `/api/wishlist/${ganesha}`, undefined],
      ['POST', '/api/wishlist/merge', { productIds: [ganesha] }],
    ] as const) {
      expect(await call(method, url, {}, payload)).toMatchObject({
        status: 401,
        body: { message: 'Please log in to continue' },
      });
    }
  });

  it('leaves an archived piece out until the shop sells it again, and refuses to save one', async () => {
    const shopper = await newShopper();
    const archived = 'ganesha-mini-dashboard';
    await call('PUT', `/api/wishlist/${archived}`, shopper);
    await call('PUT', `/api/wishlist/${ganesha}`, shopper);
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived));
    try {
      expect(idsOf((await call('GET', '/api/wishlist', shopper)).body)).toEqual([ganesha]);
      expect((await call('PUT', `/api/wishlist/${archived}`, await newShopper())).status).toBe(404);
    } finally {
      await t.database.db.update(products).set({ archivedAt: null }).where(eq(products.id, archived));
    }
    expect(idsOf((await call('GET', '/api/wishlist', shopper)).body)).toEqual([ganesha, archived]);
  });
});

describe('changes to a wishlist', () => {
  it('are limited per shopper and call, with a message, leaving other shoppers free', async () => {
    const { max } = rateLimits.wishlistChangesPerUser;
    const busy = await newShopper();
    for (let change = 0; change < max; change++)
      expect((await call('PUT', `/api/wishlist/${ganesha}`, busy)).status).toBe(200);
    expect(await call('PUT', `/api/wishlist/${krishna}`, busy)).toMatchObject({
      status: 429,
      body: { message: expect.stringContaining('Too many requests') as unknown },
    });
    expect((await call('PUT', `/api/wishlist/${ganesha}`, await newShopper())).status).toBe(200);
    // Reading the list is not a change.
    expect((await call('GET', '/api/wishlist', busy)).status).toBe(200);
  });
});

describe('merging the browser list at sign-in', () => {
  it('adds the pieces on sale not saved yet in the browser order, above those saved before, ignoring unknown ones', async () => {
    const shopper = await newShopper();
    await call('PUT', `/api/wishlist/${prabhavali}`, shopper);
    const merged = await call('POST', '/api/wishlist/merge', shopper, {
      productIds: [ganesha, 'no-such-piece', prabhavali, krishna, ganesha, 'Not a slug!'],
    });
    expect(merged.status).toBe(200);
    expect(idsOf(merged.body)).toEqual([ganesha, krishna, prabhavali]);
  });

  it(`refuses more than ${MAX_SAVED_PIECES} pieces at once with a message`, async () => {
    const shopper = await newShopper();
    const productIds = Array.from({ length: MAX_SAVED_PIECES + 1 }, (_, index) => `piece-${index}`);
    expect(await call('POST', '/api/wishlist/merge', shopper, { productIds })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining(`At most ${MAX_SAVED_PIECES} pieces`) as unknown },
    });
  });

  it('refuses a body without a list', async () => {
    const shopper = await newShopper();
    expect((await call('POST', '/api/wishlist/merge', shopper, { productIds: 'ganesha' })).status).toBe(400);
  });
});

describe('a full wishlist', () => {
  const extra = Array.from({ length: MAX_SAVED_PIECES }, (_, index) => `wishlist-test-piece-${index}`);
  beforeAll(async () => {
    await t.database.db.insert(products).values(
      extra.map((id, index) => ({
        id,
        name: `Brass Test Piece ${index}`,
        price: 500 + index,
        description: 'A piece made for this test.',
        image: '/images/products/ganesha-lost-wax-seated-480.webp',
        weightGrams: 400,
        lengthCm: 10,
        breadthCm: 10,
        heightCm: 15,
        stock: 3,
        publishedAt: new Date(),
      })),
    );
  });
  afterAll(() => t.database.db.delete(products).where(inArray(products.id, extra)));

  it(`keeps ${MAX_SAVED_PIECES} pieces: one more is refused, a merge keeps what fits`, async () => {
    const shopper = await newShopper();
    const merged = await call('POST', '/api/wishlist/merge', shopper, { productIds: [ganesha] });
    expect(idsOf(merged.body)).toEqual([ganesha]);
    const filled = await call('POST', '/api/wishlist/merge', shopper, { productIds: extra });
    expect(idsOf(filled.body)).toHaveLength(MAX_SAVED_PIECES);
    expect(idsOf(filled.body)).not.toContain(extra.at(-1));

    expect(await call('PUT', `/api/wishlist/${krishna}`, shopper)).toMatchObject({
      status: 409,
      body: { message: wishlistMessages.full },
    });
    // Saving one saved already is no new piece.
    expect((await call('PUT', `/api/wishlist/${ganesha}`, shopper)).status).toBe(200);
    await call('DELETE', `/api/wishlist/${ganesha}`, shopper);
    expect((await call('PUT', `/api/wishlist/${krishna}`, shopper)).status).toBe(200);
  });
});

describe("a visitor's list, priced by the shop", () => {
  it('answers the pieces on sale in the order asked, leaving out the unknown ones', async () => {
    const answer = await call('GET', `/api/wishlist/pieces?ids=${krishna},no-such-piece,${ganesha}`);
    expect(answer.status).toBe(200);
    expect(idsOf(answer.body)).toEqual([krishna, ganesha]);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it(`refuses more than ${MAX_SAVED_PIECES} ids with a message`, async () => {
    const ids = Array.from({ length: MAX_SAVED_PIECES + 1 }, (_, index) => `piece-${index}`).join(',');
    expect(await call('GET', `/api/wishlist/pieces?ids=${ids}`)).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('At most 100 products') as unknown },
    });
  });
});
