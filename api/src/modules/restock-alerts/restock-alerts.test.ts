import { adminProductSchema, type AdminProduct } from '@brass/shared/contracts/admin-products';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, products, restockAlerts, users } from '../../db/schema.js';
import { rateLimits } from '../../plugins/rate-limit.js';
import type { Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { restockAlertMessages } from './service.js';

const h = useCheckoutHarness();
let staff: Shopper;
beforeAll(async () => {
  staff = await h.shopper({ role: 'staff' });
});

let nextAddress = 0;
/** Each call from an address of its own unless one is given: the limit per address is tested on its own. */
const ask = (
  productId: string,
  payload: Record<string, unknown>,
  { headers = {}, from = `10.9.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}` } = {},
) =>
  h.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/restock-alert`,
    headers,
    payload,
    remoteAddress: from,
  });

const alertsOf = (productId: string) =>
  h.database.db.select().from(restockAlerts).where(eq(restockAlerts.productId, productId));

const restockMailsTo = (email: string) =>
  h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'restock-alert')));

async function emailOf(shopper: Shopper): Promise<string> {
  const [user] = await h.database.db.select().from(users).where(eq(users.id, shopper.id));
  if (!user) throw new Error(`No user ${shopper.id}`);
  return user.email;
}

const archive = (productId: string, archivedAt: Date | null) =>
  h.database.db.update(products).set({ archivedAt }).where(eq(products.id, productId));

/** The back office's save of the product's form with only the stock changed, as admin-stock.test.ts does. */
async function backOfficeStock(productId: string, stock: number): Promise<void> {
  const loaded = await h.app.inject({
    method: 'GET',
    url: `/api/admin/products/${productId}`,
    headers: staff.headers,
  });
  const form: AdminProduct = v.parse(adminProductSchema, loaded.json());
  const { name, description, price, compareAtPrice, category, isNewArrival, isPopular, facts } = form;
  const saved = await h.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${productId}`,
    headers: staff.headers,
    payload: {
      ...{ name, description, price, compareAtPrice, category, isNewArrival, isPopular, facts },
      stock,
      loadedStock: form.stock,
    },
  });
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
}

describe('POST /api/products/:id/restock-alert', () => {
  const piece = 'hanuman-with-gada';

  it('keeps a visitor waiting for a sold-out piece once, whatever the case of the address', async () => {
    await h.setStock(piece, 0);
    const first = await ask(piece, { email: '  Meera.Iyer@Example.in ' });
    expect([first.statusCode, first.json()]).toEqual([
      201,
      { productId: piece, email: 'meera.iyer@example.in' },
    ]);
    const again = await ask(piece, { email: 'meera.iyer@example.in' });
    expect([again.statusCode, again.json()]).toEqual([
      200,
      { productId: piece, email: 'meera.iyer@example.in' },
    ]);
    const waiting = (await alertsOf(piece)).filter((alert) => alert.email === 'meera.iyer@example.in');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ userId: null, restockedAt: null, notifiedAt: null });

    // Two asks at the same moment keep one alert too.
    const together = await Promise.all([
      ask(piece, { email: 'kiran@example.in' }),
      ask(piece, { email: 'KIRAN@example.in' }),
    ]);
    expect(together.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect((await alertsOf(piece)).filter((alert) => alert.email === 'kiran@example.in')).toHaveLength(1);
  });

  it('refuses a visitor without an address, or with one that is no address', async () => {
    await h.setStock(piece, 0);
    const without = await ask(piece, {});
    expect([without.statusCode, without.json()]).toEqual([
      400,
      { message: restockAlertMessages.emailRequired },
    ]);
    const wrong = await ask(piece, { email: 'not-an-address' });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { message: 'email: Please enter a valid email address' },
    ]);
  });

  it("mails a signed-in shopper at the account's address, never at one the call names", async () => {
    await h.setStock(piece, 0);
    const shopper = await h.shopper();
    const response = await ask(piece, { email: 'someone.else@example.in' }, { headers: shopper.headers });
    const email = await emailOf(shopper);
    expect([response.statusCode, response.json()]).toEqual([201, { productId: piece, email }]);
    const mine = (await alertsOf(piece)).filter((alert) => alert.userId === shopper.id);
    expect(mine.map((alert) => alert.email)).toEqual([email]);
    expect((await alertsOf(piece)).some((alert) => alert.email === 'someone.else@example.in')).toBe(false);
    expect((await ask(piece, {}, { headers: shopper.headers })).statusCode).toBe(200);
  });

  it('refuses a piece in stock (409), and one archived or unknown (404)', async () => {
    const inStock = 'saraswati-with-veena';
    await h.setStock(inStock, 3);
    const refused = await ask(inStock, { email: 'asha@example.in' });
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: restockAlertMessages.inStock }]);

    await h.setStock(inStock, 0);
    await archive(inStock, new Date());
    const archived = await ask(inStock, { email: 'asha@example.in' });
    expect([archived.statusCode, archived.json()]).toEqual([404, { message: 'Product not found' }]);
    await archive(inStock, null);
    await h.setStock(inStock, 3);

    for (const id of ['no-such-piece', 'Not A Slug']) {
      const unknown = await ask(encodeURIComponent(id), { email: 'asha@example.in' });
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Product not found' }]);
    }
    expect(await alertsOf(inStock)).toEqual([]);
  });

  it('limits the asks of one client address', async () => {
    await h.setStock(piece, 0);
    const from = '10.8.0.1';
    for (let i = 0; i < rateLimits.restockAlertPerClient.max; i++) {
      expect((await ask(piece, { email: `limit-${i}@example.in` }, { from })).statusCode).toBe(201);
    }
    const refused = await ask(piece, { email: 'limit-last@example.in' }, { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
  });
});

describe('the mail when a piece is back', () => {
  it('mails each waiting address once when the back office restocks the piece, with a link to its page', async () => {
    const piece = 'lakshmi-on-lotus';
    await h.setStock(piece, 0);
    const shopper = await h.shopper();
    await ask(piece, { email: 'ravi@example.in' });
    await ask(piece, {}, { headers: shopper.headers });
    await h.app.mailJobs.runOnce();
    expect(await restockMailsTo('ravi@example.in')).toEqual([]);

    await backOfficeStock(piece, 4);
    await h.app.mailJobs.runOnce();
    const [mail, ...more] = await restockMailsTo('ravi@example.in');
    expect(more).toEqual([]);
    const [product] = await h.database.db.select().from(products).where(eq(products.id, piece));
    expect(mail?.subject).toBe(`${product?.name} is back in stock`);
    expect(mail?.textBody).toContain(new URL(`/product/${piece}`, h.config.publicShopOrigin).href);
    expect(mail?.textBody).toContain('This was a one-time alert');
    expect(await restockMailsTo(await emailOf(shopper))).toHaveLength(1);
    expect((await alertsOf(piece)).every((alert) => alert.notifiedAt !== null)).toBe(true);

    // Sold out and restocked again: the alerts were mailed once, and are done.
    await backOfficeStock(piece, 0);
    await backOfficeStock(piece, 2);
    await h.app.mailJobs.runOnce();
    expect(await restockMailsTo('ravi@example.in')).toHaveLength(1);
    // Done, the address may ask again.
    await backOfficeStock(piece, 0);
    expect((await ask(piece, { email: 'ravi@example.in' })).statusCode).toBe(201);
  });

  it('waits for a sold-out size while others are in stock, and links to its product with it chosen', async () => {
    const size = 'saraswati-with-veena--12-inch-antique';
    await h.setStock(size, 0);
    expect((await ask('saraswati-with-veena', { email: 'meera@example.in' })).statusCode).toBe(409);
    expect((await ask(size, { email: 'meera@example.in' })).statusCode).toBe(201);

    await h.setStock(size, 3);
    await h.app.mailJobs.runOnce();
    const [mail] = await restockMailsTo('meera@example.in');
    expect(mail?.subject).toBe('Saraswati with Veena (12 inch, Antique) is back in stock');
    expect(mail?.textBody).toContain(
      new URL('/product/saraswati-with-veena?variant=12-inch-antique', h.config.publicShopOrigin).href,
    );
  });

  it("mails when a shopper's cancelled order puts the last piece back", async () => {
    const piece = 'bal-krishna-laddu-gopal';
    await h.setStock(piece, 1);
    const buyer = await h.shopper();
    const order = await h.paidOrder(buyer, { products: [{ productId: piece, quantity: 1 }] });
    expect(await h.stockOf(piece)).toBe(0);
    expect((await ask(piece, { email: 'nila@example.in' })).statusCode).toBe(201);

    const cancelled = await h.app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderNumber}/cancel`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await h.stockOf(piece)).toBe(1);
    await h.app.mailJobs.runOnce();
    expect((await restockMailsTo('nila@example.in')).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/ is back in stock$/),
    ]);
  });

  it('mails nothing for a piece archived before the pass, and mails once it is restored with stock', async () => {
    const piece = 'shiva-meditating-trishul';
    await h.setStock(piece, 0);
    await ask(piece, { email: 'devi@example.in' });
    // Any write that restocks counts, even one no module of the API made.
    await h.setStock(piece, 5);
    await archive(piece, new Date());
    await h.app.mailJobs.runOnce();
    expect(await restockMailsTo('devi@example.in')).toEqual([]);
    expect((await alertsOf(piece)).map((alert) => alert.restockedAt)).toEqual([null]);

    await archive(piece, null);
    await h.app.mailJobs.runOnce();
    expect(await restockMailsTo('devi@example.in')).toHaveLength(1);
  });
});

describe('restock-alert-retention', () => {
  it('deletes the alerts mailed longer ago than the mail is kept, and keeps every other', async () => {
    const piece = 'nataraja-temple-24in';
    await h.setStock(piece, 0);
    await ask(piece, { email: 'mailed@example.in' });
    await h.setStock(piece, 1);
    await h.app.mailJobs.runOnce();
    await h.setStock(piece, 0);
    await ask(piece, { email: 'waiting@example.in' });

    const retention = h.app.periodicJobs.find((job) => job.name === 'restock-alert-retention');
    const dayMs = 24 * 60 * 60_000;
    const after = (days: number) => new Date(Date.now() + days * dayMs);
    // The other tests' mailed alerts go too: only this piece's are looked at.
    await retention?.run(after(h.config.mail.retentionDays - 1));
    expect((await alertsOf(piece)).map((alert) => alert.email).sort()).toEqual([
      'mailed@example.in',
      'waiting@example.in',
    ]);
    await retention?.run(after(h.config.mail.retentionDays + 1));
    expect((await alertsOf(piece)).map((alert) => alert.email)).toEqual(['waiting@example.in']);
  });
});
