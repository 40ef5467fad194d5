import { adminDashboardSchema } from '@brass/shared/contracts/admin';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import type { Order } from '@brass/shared/contracts/orders';
import { address, cart, codOrderBody, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();
let owner: Shopper;

beforeAll(async () => {
  owner = await h.shopper({ role: 'owner' });
});

const paidOrder = async () => h.paidOrder(await h.shopper());

const dashboard = async () => {
  const response = await h.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return v.parse(adminDashboardSchema, response.json());
};

describe('GET /api/admin/dashboard', () => {
  it("counts today's and this month's orders and revenue after refunds, and what waits to ship", async () => {
    const empty = await dashboard();
    expect(empty).toMatchObject({
      today: { orders: 0, revenue: 0 },
      month: { orders: 0, revenue: 0 },
      awaitingShipment: 0,
    });

    const first = await paidOrder();
    const second = await paidOrder();
    const refund = await h.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${first._id}/refunds`,
      headers: owner.headers,
      payload: { amount: 250.25, reason: 'A dented lid' },
    });
    expect(refund.statusCode).toBe(200);
    await h.changeOrderStatus(owner, second._id, 'shipped');

    const revenue = Math.round((first.totalAmount + second.totalAmount - 250.25) * 100) / 100;
    expect(await dashboard()).toMatchObject({
      today: { orders: 2, revenue },
      month: { orders: 2, revenue },
      awaitingShipment: 1,
    });
  });

  it("draws the last 30 days' sales without tax and shipping, and lists the newest orders and top pieces", async () => {
    const before = await dashboard();
    expect(before.sales).toHaveLength(30);
    const today = before.sales.at(-1)!;
    expect(today.day).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()));
    expect(before.sales[0]!.day < today.day).toBe(true);

    const kept = await paidOrder();
    const cancelled = await paidOrder();
    expect((await h.changeOrderStatus(owner, cancelled._id, 'cancelled')).statusCode).toBe(200);
    // Paid on delivery and not yet confirmed with the shopper: it cannot ship yet.
    const quote = await h.quote(cart, address.zip);
    const cod = await h.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: (await h.shopper()).headers,
      payload: codOrderBody(quote),
    });
    expect(cod.statusCode, cod.body).toBe(201);
    const onDelivery = cod.json<{ order: Order }>().order;

    const after = await dashboard();
    const sold = after.sales.at(-1)!;
    const added = (field: 'orders' | 'goods' | 'tax' | 'shipping') =>
      Math.round((sold[field] - today[field]) * 100) / 100;
    expect(added('orders')).toBe(2);
    expect(added('goods')).toBe(Math.round((kept.subtotal + onDelivery.subtotal) * 100) / 100);
    expect(added('tax')).toBe(Math.round((kept.tax + onDelivery.tax) * 100) / 100);
    expect(added('shipping')).toBe(
      Math.round((kept.shippingCharge + onDelivery.shippingCharge + onDelivery.codFee) * 100) / 100,
    );
    expect(after.awaitingShipment - before.awaitingShipment).toBe(1);
    expect(after.awaitingConfirmation - before.awaitingConfirmation).toBe(1);
    expect(after.recentOrders.map((order) => order.orderNumber).slice(0, 3)).toEqual([
      onDelivery.orderNumber,
      cancelled.orderNumber,
      kept.orderNumber,
    ]);
    expect(after.topProducts.length).toBeGreaterThan(0);
    const goods = after.topProducts.map((product) => product.goods);
    expect(goods).toEqual(goods.toSorted((a, b) => b - a));
    expect(after.topProducts.find((product) => product.id === cart[0]!.productId)).toMatchObject({
      name: expect.any(String),
      pieces: expect.any(Number),
    });
  });

  it('lists the products running out, fewest first, and leaves archived ones out', async () => {
    await h.database.db.update(products).set({ stock: 2 }).where(eq(products.id, 'ganesha-lost-wax-seated'));
    await h.database.db.update(products).set({ stock: 0 }).where(eq(products.id, 'ganesha-mini-dashboard'));
    await h.database.db
      .update(products)
      .set({ stock: 1, archivedAt: new Date() })
      .where(eq(products.id, 'buddha-meditating-antique'));

    const { lowStock } = await dashboard();
    // A size sold out is running out as any piece is; the product it is a size of holds none itself.
    expect(lowStock.slice(0, 3)).toEqual([
      { id: 'ganesha-mini-dashboard', name: expect.any(String), stock: 0 },
      {
        id: 'saraswati-with-veena--12-inch-antique',
        name: 'Saraswati with Veena (12 inch, Antique)',
        stock: 0,
      },
      { id: 'ganesha-lost-wax-seated', name: expect.any(String), stock: 2 },
    ]);
    expect(lowStock.map((product) => product.id)).not.toContain('saraswati-with-veena');
    expect(lowStock.map((product) => product.id)).not.toContain('buddha-meditating-antique');
  });

  it('shows the errors the shop’s pages reported in the last day, newest first', async () => {
    for (const message of ['Cannot read properties of undefined', 'Loading chunk 7 failed']) {
      const reported = await h.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: { kind: 'render', message, path: '/cart', app: 'checkout', releases: { checkout: 'r1' } },
      });
      expect(reported.statusCode).toBe(202);
    }
    const { clientErrors } = await dashboard();
    expect(clientErrors.lastDay).toBe(2);
    expect(clientErrors.recent.map((report) => report.message)).toEqual([
      'Loading chunk 7 failed',
      'Cannot read properties of undefined',
    ]);
    expect(clientErrors.recent[0]).toMatchObject({ kind: 'render', path: '/cart', app: 'checkout' });
  });

  it('gives a report’s text as its sender wrote it only in part: one line, no hidden characters, cut', async () => {
    const written =
      'Your shop is hacked!\n\nCall support at https://evil.example/fix\u202Egnp.exe\u0007 now ' +
      'x'.repeat(400);
    const reported = await h.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { kind: 'load', message: written, path: '/\u202Ecart', releases: {} },
    });
    expect(reported.statusCode).toBe(202);
    const [shown] = (await dashboard()).clientErrors.recent;
    expect(shown!.message).toMatch(
      /^Your shop is hacked! Call support at https:\/\/evil\.example\/fix gnp\.exe now x+…$/,
    );
    expect([...shown!.message]).toHaveLength(200);
    expect(shown!.path).toBe('/ cart');
  });
});
