import { adminReviewListSchema, adminReviewSchema } from '@brass/shared/contracts/admin-reviews';
import {
  myReviewSchema,
  ownReviewSchema,
  reviewPageSchema,
  reviewSummarySchema,
  type ReviewBody,
} from '@brass/shared/contracts/reviews';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createSessionTokens } from '../../plugins/auth.js';
import { testConfig } from '../../../test/app.js';
import { multipartBody } from '../../../test/catalog-support.js';
import { openChangeStream, type ChangeStream } from '../../../test/change-stream.js';
import { useBackOffice } from '../../../test/use-back-office.js';
import { shownAuthor } from './service.js';

const b = useBackOffice();
const tokens = createSessionTokens(testConfig().jwt);

type Call = (
  method: InjectOptions['method'],
  url: string,
  options?: Omit<InjectOptions, 'method' | 'url'>,
) => Promise<LightMyRequestResponse>;

interface Shopper {
  id: string;
  call: Call;
}

/** A new shopper's account, and calls to the API as them. */
async function newShopper(name: string): Promise<Shopper> {
  const id = newId('usr');
  await b.database.db.insert(users).values({ id, name, email: `${id}@example.in` });
  const authorization = `Bearer ${await tokens.issue(id)}`;
  return {
    id,
    call: (method, url, options = {}) =>
      b.app.inject({ ...options, method, url, headers: { ...options.headers, authorization } }),
  };
}

/** An order of the shopper holding the product, paid on delivery and now in `status`. */
async function orderFor(userId: string, productId: string, status: string): Promise<void> {
  const orderId = newId('ord');
  await b.database.db.transaction(async (tx) => {
    await tx.insert(orders).values({
      id: orderId,
      userId,
      status,
      paymentMethod: 'cod',
      subtotal: 1800,
      shippingCharge: 0,
      tax: 0,
      totalAmount: 1800,
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
      .values({ orderId, productId, productName: 'Small Urli', quantity: 1, price: 1800 });
  });
}

/** A shopper whose order of the product was delivered. */
async function buyer(name: string, productId: string): Promise<Shopper> {
  const shopper = await newShopper(name);
  await orderFor(shopper.id, productId, 'delivered');
  return shopper;
}

const review: ReviewBody = {
  rating: 5,
  title: 'Glows at dusk',
  text: 'The urli holds water without a leak and the brass glows in the evening lamp light.',
};

async function write(shopper: Shopper, productId: string, body: object = review) {
  return shopper.call('POST', `/api/products/${productId}/reviews`, { payload: body });
}

async function written(shopper: Shopper, productId: string, body: object = review) {
  const response = await write(shopper, productId, body);
  expect(response.statusCode, response.body).toBe(201);
  return v.parse(ownReviewSchema, response.json());
}

async function publish(id: string) {
  const response = await b.admin('POST', `/reviews/${id}/publish`);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(adminReviewSchema, response.json());
}

async function summaryOf(productId: string) {
  const response = await b.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews/summary` });
  expect(response.statusCode).toBe(200);
  return { summary: v.parse(reviewSummarySchema, response.json()), tags: response.headers['cache-tag'] };
}

async function pageOf(productId: string, query = '') {
  const response = await b.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(reviewPageSchema, response.json());
}

const photo = (format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#b5893a' } })
    .toFormat(format)
    .toBuffer();

function addPhoto(shopper: Shopper, reviewId: string, body: Buffer, contentType = 'image/png') {
  const { payload, headers } = multipartBody([{ name: 'file', body, filename: 'urli.png', contentType }]);
  return shopper.call('POST', `/api/reviews/${reviewId}/photos`, { payload, headers });
}

describe('the right to review', () => {
  const urli = 'urli-small-8in';

  it('is refused until an order of the piece is delivered, then given once', async () => {
    const shopper = await newShopper('Meena Iyer');
    const mine = async () =>
      v.parse(myReviewSchema, (await shopper.call('GET', `/api/products/${urli}/reviews/mine`)).json());

    expect(await mine()).toEqual({ state: 'not-delivered', review: null });
    await orderFor(shopper.id, urli, 'shipped');
    const early = await write(shopper, urli);
    expect([early.statusCode, early.json()]).toEqual([
      403,
      { message: 'You can review a piece once an order of it has been delivered to you.' },
    ]);

    await orderFor(shopper.id, urli, 'delivered');
    expect(await mine()).toEqual({ state: 'can-review', review: null });
    const first = await written(shopper, urli);
    expect(first).toMatchObject({ state: 'pending', rating: 5, title: 'Glows at dusk', author: 'Meena I.' });
    expect(await mine()).toEqual({ state: 'reviewed', review: first });

    const second = await write(shopper, urli, { ...review, rating: 1 });
    expect([second.statusCode, second.json()]).toEqual([
      409,
      { message: 'You have already reviewed this piece.' },
    ]);
  });

  it('asks for a signed-in shopper', async () => {
    const response = await b.app.inject({
      method: 'POST',
      url: `/api/products/${urli}/reviews`,
      payload: review,
    });
    expect(response.statusCode).toBe(401);
  });

  it('is a 404 for a product the shop does not have', async () => {
    const shopper = await newShopper('Arjun Rao');
    const response = await write(shopper, 'no-such-piece');
    expect([response.statusCode, response.json()]).toEqual([404, { message: 'Product not found' }]);
  });
});

describe('what a review holds', () => {
  const lamp = 'samai-peacock';
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await buyer('Ravi Shankar Kumar', lamp);
  });

  it.each([
    [{ ...review, rating: 0 }, 'rating: Choose a rating from 1 to 5 stars'],
    [{ ...review, rating: 6 }, 'rating: Choose a rating from 1 to 5 stars'],
    [{ ...review, rating: 4.5 }, 'rating: Choose a rating from 1 to 5 stars'],
    [{ ...review, rating: '5' }, 'rating: Choose a rating from 1 to 5 stars'],
    [{ ...review, title: '   ' }, 'title: Title is required'],
    [{ ...review, title: 'x'.repeat(121) }, 'title: Title can be at most 120 characters'],
    [{ ...review, text: 'Lovely.' }, 'text: Write at least 10 characters in your review'],
    [{ ...review, text: 'x'.repeat(2001) }, 'text: A review can be at most 2,000 characters'],
    [{ rating: 5, title: 'No text' }, 'text: Review is required'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const response = await write(shopper, lamp, body);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
  });

  it('takes up to 3 photos, checked as product photos are, while it waits for moderation', async () => {
    const own = await written(shopper, lamp, { ...review, text: `  ${review.text}  ` });
    expect(own.text).toBe(review.text);

    const notImage = await addPhoto(shopper, own.id, Buffer.from('not an image at all'));
    expect([notImage.statusCode, notImage.json()]).toEqual([
      415,
      { message: 'Upload a JPEG, PNG, WebP or AVIF image' },
    ]);
    const tooLarge = await addPhoto(shopper, own.id, Buffer.alloc(10 * 1024 * 1024 + 1));
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { message: 'Images can be at most 10 MB' }]);

    for (const format of ['png', 'jpeg', 'png'] as const) {
      const added = await addPhoto(shopper, own.id, await photo(format));
      expect(added.statusCode, added.body).toBe(201);
    }
    const fourth = await addPhoto(shopper, own.id, await photo());
    expect([fourth.statusCode, fourth.json()]).toEqual([
      409,
      { message: 'A review can have at most 3 photos.' },
    ]);

    const mine = v.parse(
      myReviewSchema,
      (await shopper.call('GET', `/api/products/${lamp}/reviews/mine`)).json(),
    );
    expect(mine.review?.photos.map(({ alt }) => alt)).toEqual([
      "Photo 1 of Ravi K.'s review",
      "Photo 2 of Ravi K.'s review",
      "Photo 3 of Ravi K.'s review",
    ]);
    // Rendered upright and square, without the camera's metadata, as product photos are.
    const small = await b.app.inject({ method: 'GET', url: mine.review!.photos[0]!.small });
    expect(small.statusCode).toBe(200);
    const { width, height, format } = await sharp(small.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 240, height: 240, format: 'webp' });
  });

  it("takes photos for the author's own review only, and none once it was moderated", async () => {
    const other = await newShopper('Farah Khan');
    const { review: own } = v.parse(
      myReviewSchema,
      (await shopper.call('GET', `/api/products/${lamp}/reviews/mine`)).json(),
    );
    const stranger = await addPhoto(other, own!.id, await photo());
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { message: 'No review has that id.' }]);

    await publish(own!.id);
    const late = await addPhoto(shopper, own!.id, await photo());
    expect([late.statusCode, late.json()]).toEqual([
      409,
      { message: 'Photos can be added only while your review waits for the shop to publish it.' },
    ]);
  });
});

describe('moderation', () => {
  const product = 'urli-small-8in';

  it('keeps a new review off the product page until staff publish it, then hide it again', async () => {
    const author = await buyer('Kiran Desai', product);
    const own = await written(author, product, { ...review, title: 'Moderated urli' });
    const titles = async () => (await pageOf(product)).reviews.map(({ title }) => title);
    expect(await titles()).not.toContain('Moderated urli');

    const pending = v.parse(adminReviewListSchema, (await b.admin('GET', '/reviews?state=pending')).json());
    expect(pending.reviews.find(({ id }) => id === own.id)).toMatchObject({
      state: 'pending',
      productId: product,
      productName: 'Small Urli (8 inch)',
      authorName: 'Kiran Desai',
      authorEmail: `${author.id}@example.in`,
    });

    expect((await publish(own.id)).state).toBe('published');
    expect(await titles()).toContain('Moderated urli');
    // Publishing again changes nothing, and writes nothing more to the log.
    await publish(own.id);

    const hidden = await b.admin('POST', `/reviews/${own.id}/hide`);
    expect(v.parse(adminReviewSchema, hidden.json()).state).toBe('hidden');
    expect(await titles()).not.toContain('Moderated urli');

    expect(await b.auditOf(own.id)).toEqual([
      { action: 'review.published', details: { product, from: 'pending' }, actorId: b.staffId },
      { action: 'review.hidden', details: { product, from: 'published' }, actorId: b.staffId },
    ]);
  });

  it("shows the shop's reply under the review, written to the audit log", async () => {
    const author = await buyer('Lata Menon', product);
    const own = await written(author, product, { ...review, title: 'Answered urli' });
    await publish(own.id);
    const blank = await b.admin('POST', `/reviews/${own.id}/reply`, { payload: { text: '  ' } });
    expect([blank.statusCode, blank.json()]).toEqual([400, { message: 'text: Reply is required' }]);

    const replied = await b.admin('POST', `/reviews/${own.id}/reply`, {
      payload: { text: 'Thank you, Lata! Polish it with tamarind once a month.' },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const shown = (await pageOf(product)).reviews.find(({ id }) => id === own.id);
    expect(shown?.reply?.text).toBe('Thank you, Lata! Polish it with tamarind once a month.');
    expect((await b.auditOf(own.id)).map(({ action }) => action)).toEqual([
      'review.published',
      'review.replied',
    ]);
  });

  it('is for staff only, and a 404 for an unknown review', async () => {
    const shopper = await newShopper('Nisha Verma');
    const refused = await shopper.call('GET', '/api/admin/reviews');
    expect(refused.statusCode).toBe(403);
    const unknown = await b.admin('POST', '/reviews/rev_nothing/publish');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'No review has that id.' }]);
    const badState = await b.admin('GET', '/reviews?state=deleted');
    expect([badState.statusCode, badState.json()]).toEqual([
      400,
      { message: 'state: State must be pending, published or hidden' },
    ]);
  });
});

describe('helpful votes', () => {
  const product = 'urli-small-8in';

  it('counts one vote per shopper, never the author’s own, and sorts the most helpful first', async () => {
    const author = await buyer('Suresh Pillai', product);
    const own = await written(author, product, { ...review, title: 'Helpful urli' });
    const unpublished = await (
      await newShopper('Early Reader')
    ).call('POST', `/api/reviews/${own.id}/helpful`);
    expect([unpublished.statusCode, unpublished.json()]).toEqual([
      404,
      { message: 'No review has that id.' },
    ]);
    await publish(own.id);

    const self = await author.call('POST', `/api/reviews/${own.id}/helpful`);
    expect([self.statusCode, self.json()]).toEqual([
      403,
      { message: 'You cannot mark your own review helpful.' },
    ]);
    const reader = await newShopper('Divya Nair');
    const vote = await reader.call('POST', `/api/reviews/${own.id}/helpful`);
    expect([vote.statusCode, vote.json()]).toEqual([200, { helpfulCount: 1 }]);
    const again = await reader.call('POST', `/api/reviews/${own.id}/helpful`);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: 'You have already marked this review helpful.' },
    ]);
    const another = await (await newShopper('Gopal Das')).call('POST', `/api/reviews/${own.id}/helpful`);
    expect(another.json()).toEqual({ helpfulCount: 2 });
    const anonymous = await b.app.inject({ method: 'POST', url: `/api/reviews/${own.id}/helpful` });
    expect(anonymous.statusCode).toBe(401);

    // A newer review with no votes: first among the newest, after this one among the most helpful.
    const newer = await written(await buyer('Zoya Ali', product), product, {
      ...review,
      title: 'Newer urli',
    });
    await publish(newer.id);
    expect((await pageOf(product, '?sort=newest')).reviews[0]?.id).toBe(newer.id);
    expect((await pageOf(product, '?sort=helpful')).reviews[0]).toMatchObject({
      id: own.id,
      helpfulCount: 2,
    });
    const badSort = await b.app.inject({ method: 'GET', url: `/api/products/${product}/reviews?sort=best` });
    expect([badSort.statusCode, badSort.json()]).toEqual([
      400,
      { message: 'sort: Sort must be newest or helpful' },
    ]);
  });
});

describe('the summary', () => {
  const product = 'lakshmi-on-lotus';

  it('gives the average to one decimal, the count and the count per star of published reviews alone', async () => {
    expect((await summaryOf(product)).summary).toEqual({
      average: null,
      count: 0,
      stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    });
    const ratings = [5, 5, 4, 2];
    for (const [index, rating] of ratings.entries()) {
      const own = await written(await buyer(`Reader ${index}`, product), product, { ...review, rating });
      await publish(own.id);
    }
    // Pending: not counted.
    await written(await buyer('Pending Reader', product), product, { ...review, rating: 1 });

    const { summary, tags } = await summaryOf(product);
    expect(summary).toEqual({
      average: 4,
      count: 4,
      stars: [
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    // The product page is drawn with it, and filed under the product's tag.
    expect(tags).toBe(`product:${product}`);

    const third = await written(await buyer('Reader 4', product), product, { ...review, rating: 4 });
    await publish(third.id);
    expect((await summaryOf(product)).summary.average).toBe(4);
    const low = await written(await buyer('Reader 5', product), product, { ...review, rating: 1 });
    await publish(low.id);
    // 21 / 6 = 3.5; then 3.5 stays 3.5 as written, never 3.4999.
    expect((await summaryOf(product)).summary).toMatchObject({ average: 3.5, count: 6 });
  });
});

describe('the change feed', () => {
  const product = 'urli-small-8in';
  let baseUrl: string;
  let stream: ChangeStream | undefined;
  beforeAll(async () => {
    baseUrl = await b.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(() => stream?.close());

  it('names the product when a review is published or hidden, so its cached page is drawn again', async () => {
    stream = await openChangeStream(baseUrl);
    expect(await stream.next()).toEqual({ event: 'ready', data: {} });
    const own = await written(await buyer('Feed Reader', product), product, { ...review, title: 'Fed urli' });
    await publish(own.id);
    // Writing the pending review named nothing: the publication is the first change.
    expect(await stream.changeNaming(`product:${product}`)).toEqual({
      tags: [`product:${product}`],
      before: [],
    });
    expect((await b.admin('POST', `/reviews/${own.id}/hide`)).statusCode).toBe(200);
    expect(await stream.changeNaming(`product:${product}`)).toEqual({
      tags: [`product:${product}`],
      before: [],
    });
  });
});

describe('the author shown', () => {
  it.each([
    ['Priya Sharma', 'Priya S.'],
    ['Ravi Shankar Kumar', 'Ravi K.'],
    ['Madonna', 'Madonna'],
    ['  Élodie   ṭhākur ', 'Élodie Ṭ.'],
  ])('of %s is %s', (name, shown) => {
    expect(shownAuthor(name)).toBe(shown);
  });
});
