import type { CalculateShippingResponse, CartLine, CourierOption } from '@brass/shared/contracts/checkout';
import { placeOrderResponseSchema } from '@brass/shared/contracts/checkout';
import { checkoutTotals, DEFAULT_PRICING } from '@brass/shared/pricing';
import { COD_NEEDS_CONFIRMED_EMAIL } from '@brass/shared/cash-on-delivery';
import { adminOrderDetailSchema } from '@brass/shared/contracts/admin-orders';
import { count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, products, settings } from '../../db/schema.js';
import { metricValue } from '../../../test/metrics.js';
import { address, cart, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();
let staff: Shopper;
beforeAll(async () => {
  staff = await h.shopper({ role: 'staff' });
});
afterEach(async () => {
  await h.database.db
    .delete(settings)
    .where(inArray(settings.key, ['codFee', 'codLimit', 'codMaxOpenOrders', 'codMaxOpenValue']));
  await h.sandbox.fault('shiprocket', 'none');
  // Enough in stock for the next test, whatever this one sold or set.
  await h.database.db
    .update(products)
    .set({ stock: 100 })
    .where(
      inArray(
        products.id,
        cart.map((line) => line.productId),
      ),
    );
});

const shiprocketBookings = () =>
  h.sandbox.received().filter((path) => path.includes('/orders/create/adhoc')).length;

const confirmCod = (orderNumber: string, by: Shopper = staff) =>
  h.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/confirm-cod`, headers: by.headers });

const courierIdOf = (courier: CourierOption) => courier.courier_id ?? courier.courier_company_id ?? '';

/** The cheapest of the quote's couriers that `pick` allows (by default, one that collects cash). */
function chosen(quote: CalculateShippingResponse, pick = (courier: CourierOption) => courier.cod === true) {
  const courier = quote.shippingCost.data.available_courier_companies
    .filter(pick)
    .toSorted((a, b) => a.rate - b.rate)[0];
  if (!courier) throw new Error('No such courier quoted');
  return courier;
}

interface CodCheckout {
  lines?: CartLine[];
  pincode?: string;
  pick?: (courier: CourierOption) => boolean;
}

/** Quotes the cart and sends the cash on delivery order as the checkout does; `send` may be called again. */
async function codCheckout(
  shopper: Shopper,
  { lines = cart, pincode = address.zip, pick }: CodCheckout = {},
) {
  const quote = await h.quote(lines, pincode);
  const courier = chosen(quote, pick);
  const payload = {
    // What a tampered browser might say: the server's total is charged.
    amount: 1,
    cart: lines,
    quoteId: quote.quoteId,
    courierId: courierIdOf(courier),
    address: { ...address, zip: pincode },
  };
  const send = (by: Shopper = shopper) =>
    h.app.inject({ method: 'POST', url: '/api/orders/cod', headers: by.headers, payload });
  return { quote, courier, send };
}

async function orderCount(): Promise<number> {
  const [row] = await h.database.db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

async function prices(lines: CartLine[]) {
  const rows = await h.database.db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
  return lines.map((line) => ({ ...line, price: rows.find((row) => row.id === line.productId)!.price }));
}

describe('POST /api/orders/cod', () => {
  it('asks for a session', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/api/orders/cod', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('makes the order at once, without Razorpay, at the server total with the COD fee, sells its pieces and books no shipment before it is confirmed', async () => {
    const shopper = await h.shopper();
    const before = await Promise.all(cart.map((line) => h.stockOf(line.productId)));
    const { courier, send } = await codCheckout(shopper);
    const razorpayCallsBefore = h.sandbox.received().filter((path) => path.startsWith('/razorpay')).length;
    const bookingsBefore = shiprocketBookings();

    const response = await send();
    expect(response.statusCode, response.body).toBe(201);
    const { order } = v.parse(placeOrderResponseSchema, response.json());
    const totals = checkoutTotals(await prices(cart), courier.rate, DEFAULT_PRICING, 'cod');
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^BA-\d{5,}$/),
      status: 'preparing',
      paymentMethod: 'cod',
      subtotal: totals.subtotal,
      shippingCharge: totals.shipping,
      tax: totals.tax,
      codFee: 50,
      totalAmount: totals.total,
      deliversBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(totals.total).toBe(totals.subtotal + totals.shipping + totals.tax + 50);
    expect(h.sandbox.received().filter((path) => path.startsWith('/razorpay'))).toHaveLength(
      razorpayCallsBefore,
    );

    // Sold at once: the pieces are out of stock.
    const after = await Promise.all(cart.map((line) => h.stockOf(line.productId)));
    expect(after).toEqual(before.map((stock, i) => stock - cart[i]!.quantity));
    const [row] = await h.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, Number(order.orderNumber.slice(3))));
    expect(row).toMatchObject({
      razorpayPaymentId: null,
      razorpayOrderId: null,
      courier,
      codConfirmedAt: null,
    });
    // Nothing goes to Shiprocket until the shop has confirmed the order with the shopper.
    expect(order.awaitingConfirmation).toBe(true);
    expect(order.shiprocketAwbCode).toBeUndefined();
    expect(shiprocketBookings()).toBe(bookingsBefore);
  });

  it('refuses an account whose email is not confirmed, saying how to confirm it, and stores nothing', async () => {
    const ordersBefore = await orderCount();
    const stock = await h.stockOf('ganesha-mini-dashboard');
    const { send } = await codCheckout(await h.shopper({ unconfirmed: true }));
    const response = await send();
    expect([response.statusCode, response.json()]).toEqual([403, { message: COD_NEEDS_CONFIRMED_EMAIL }]);
    expect(COD_NEEDS_CONFIRMED_EMAIL).toMatch(/send a new one/);
    expect(await orderCount()).toBe(ordersBefore);
    expect(await h.stockOf('ganesha-mini-dashboard')).toBe(stock);
  });

  it("charges the owner's COD fee", async () => {
    await h.database.db.insert(settings).values({ key: 'codFee', value: '75' });
    const { send } = await codCheckout(await h.shopper());
    const response = await send();
    expect(response.statusCode, response.body).toBe(201);
    expect(v.parse(placeOrderResponseSchema, response.json()).order.codFee).toBe(75);
  });

  it("refuses an order above the limit, the shop's or the owner's, and stores nothing", async () => {
    const big = [{ productId: 'ganesha-lost-wax-seated', quantity: 2 }];
    const stock = await h.stockOf('ganesha-lost-wax-seated');
    const ordersBefore = await orderCount();
    const over = await (await codCheckout(await h.shopper(), { lines: big })).send();
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      message: 'Cash on delivery is available on orders up to ₹10,000. Please pay online.',
    });

    await h.database.db.insert(settings).values({ key: 'codLimit', value: '5000' });
    const overOwners = await (await codCheckout(await h.shopper())).send();
    expect(overOwners.statusCode).toBe(400);
    expect(overOwners.json()).toEqual({
      message: 'Cash on delivery is available on orders up to ₹5,000. Please pay online.',
    });
    expect(await orderCount()).toBe(ordersBefore);
    expect(await h.stockOf('ganesha-lost-wax-seated')).toBe(stock);
  });

  it('refuses a pincode where no courier collects cash, a courier that does not, and the shop switched off', async () => {
    const ordersBefore = await orderCount();
    const kashmir = await codCheckout(await h.shopper(), { pincode: '190001', pick: () => true });
    const refused = await kashmir.send();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Cash on delivery is not available for pincode 190001. Please pay online.',
    });

    // Blue Dart Air serves some pincodes and never collects cash.
    let prepaidCourier: Awaited<ReturnType<typeof codCheckout>> | undefined;
    for (const pincode of ['110001', '560001', '400001', '682001', '600002', '800001', '700001']) {
      const quote = await h.quote(cart, pincode);
      if (quote.shippingCost.data.available_courier_companies.some((courier) => courier.cod === false)) {
        prepaidCourier = await codCheckout(await h.shopper(), {
          pincode,
          pick: (courier) => courier.cod === false,
        });
        break;
      }
    }
    const byAir = await prepaidCourier!.send();
    expect(byAir.statusCode).toBe(400);
    expect(byAir.json()).toEqual({
      message: `${prepaidCourier!.courier.courier_name} does not collect cash on delivery. Choose another courier or pay online.`,
    });

    await h.database.db.insert(settings).values({ key: 'codLimit', value: '0' });
    const off = await (await codCheckout(await h.shopper())).send();
    expect(off.json()).toEqual({
      message: 'Cash on delivery is not available at the moment. Please pay online.',
    });
    expect(await orderCount()).toBe(ordersBefore);
  });

  it("offers no cash on delivery with the shop's own rates while Shiprocket is down", async () => {
    await h.sandbox.fault('shiprocket', 'down');
    const quote = await h.quote();
    expect(quote.fallback).toBe(true);
    const { send } = await codCheckout(await h.shopper(), { pick: () => true });
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `Cash on delivery is not available for pincode ${address.zip}. Please pay online.`,
    });
  });

  it('makes one order when the same checkout is sent twice at once, and takes its pieces and counts it once', async () => {
    const shopper = await h.shopper();
    const before = await h.stockOf('ganesha-mini-dashboard');
    const placed = () =>
      metricValue(h.app.metrics.registry, 'brass_orders_placed_total', { payment_method: 'cod' });
    const placedBefore = await placed();
    const { send } = await codCheckout(shopper);
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 201]);
    const numbers = answers.map(
      (answer) => v.parse(placeOrderResponseSchema, answer.json()).order.orderNumber,
    );
    expect(numbers[0]).toBe(numbers[1]);
    expect(await h.stockOf('ganesha-mini-dashboard')).toBe(before - 2);
    expect(await placed()).toBe(placedBefore + 1);

    // Another shopper sending the same quote does not reach that order.
    const other = await send(await h.shopper());
    expect(other.statusCode).toBe(403);
    expect(other.json()).not.toHaveProperty('order');
  });

  it('refuses a cart the stock cannot fill, naming the product, and takes nothing', async () => {
    await h.database.db.update(products).set({ stock: 1 }).where(eq(products.id, 'ganesha-mini-dashboard'));
    const ordersBefore = await orderCount();
    const heavy = await h.stockOf('ganesha-lost-wax-seated');
    const { send } = await codCheckout(await h.shopper());
    const response = await send();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: expect.stringContaining('Only 1 left') });
    expect(await orderCount()).toBe(ordersBefore);
    expect(await h.stockOf('ganesha-lost-wax-seated')).toBe(heavy);
    expect(await h.stockOf('ganesha-mini-dashboard')).toBe(1);
  });

  it("caps a shopper's open orders by count; a delivered one no longer counts", async () => {
    const shopper = await h.shopper();
    const small = [{ productId: 'ganesha-mini-dashboard', quantity: 1 }];
    const place = async () => (await codCheckout(shopper, { lines: small })).send();
    const first = await place();
    const second = await place();
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const ordersBefore = await orderCount();
    const stock = await h.stockOf('ganesha-mini-dashboard');

    const third = await place();
    expect([third.statusCode, third.json()]).toEqual([
      400,
      {
        message:
          'You already have 2 orders on cash on delivery waiting to be delivered. Please pay online, or wait until one arrives.',
      },
    ]);
    expect(await orderCount()).toBe(ordersBefore);
    expect(await h.stockOf('ganesha-mini-dashboard')).toBe(stock);

    // Another shopper is not held back by this one's orders.
    expect((await (await codCheckout(await h.shopper(), { lines: small })).send()).statusCode).toBe(201);

    // Once one is delivered and the owner allows three, two more fit.
    const { order } = v.parse(placeOrderResponseSchema, first.json());
    await h.database.db
      .update(orders)
      .set({ status: 'delivered' })
      .where(eq(orders.number, Number(order.orderNumber.slice(3))));
    expect((await place()).statusCode).toBe(201);
    expect((await place()).statusCode).toBe(400);
    await h.database.db.insert(settings).values({ key: 'codMaxOpenOrders', value: '3' });
    expect((await place()).statusCode).toBe(201);
  });

  it("caps the value of a shopper's open orders before the COD fee, the new one included", async () => {
    const shopper = await h.shopper();
    const small = [{ productId: 'ganesha-mini-dashboard', quantity: 1 }];
    const first = await (await codCheckout(shopper, { lines: small })).send();
    expect(first.statusCode, first.body).toBe(201);
    const { order } = v.parse(placeOrderResponseSchema, first.json());
    const value = order.totalAmount - order.codFee;
    // Room for the first order and not quite for a second of the same.
    await h.database.db
      .insert(settings)
      .values({ key: 'codMaxOpenValue', value: String(Math.ceil(value * 2) - 1) });

    const ordersBefore = await orderCount();
    const second = await (await codCheckout(shopper, { lines: small })).send();
    expect([second.statusCode, second.json()]).toEqual([
      400,
      {
        message: `Your orders on cash on delivery waiting to be delivered can come to at most ₹${(Math.ceil(value * 2) - 1).toLocaleString('en-IN')} together. Please pay online.`,
      },
    ]);
    expect(await orderCount()).toBe(ordersBefore);
  });

  it('holds the caps when the orders arrive at once', async () => {
    const shopper = await h.shopper();
    const small = [{ productId: 'ganesha-mini-dashboard', quantity: 1 }];
    const checkouts = await Promise.all([1, 2, 3, 4].map(() => codCheckout(shopper, { lines: small })));
    const answers = await Promise.all(checkouts.map(({ send }) => send()));
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([201, 201, 400, 400]);
  });
});

describe('POST /api/admin/orders/:id/confirm-cod', () => {
  it('books the shipment of a confirmed order once: never by the retry job before, and an audit line for the confirmation', async () => {
    const shopper = await h.shopper();
    const placed = await (await codCheckout(shopper)).send();
    const { order } = v.parse(placeOrderResponseSchema, placed.json());
    const bookingsBefore = shiprocketBookings();

    await h.app.checkoutJobs.runOnce(new Date(Date.now() + 60 * 60_000));
    expect(shiprocketBookings()).toBe(bookingsBefore);
    // Nor can it be marked shipped.
    const shipped = await h.changeOrderStatus(staff, order.orderNumber, 'shipped');
    expect([shipped.statusCode, shipped.json()]).toEqual([
      409,
      { message: 'Confirm this cash on delivery order with the shopper before shipping it.' },
    ]);
    // A shopper cannot confirm their own order.
    expect((await confirmCod(order.orderNumber, await h.shopper())).statusCode).toBe(403);

    const confirmed = await confirmCod(order.orderNumber);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const detail = v.parse(adminOrderDetailSchema, confirmed.json());
    expect(detail.awaitingConfirmation).toBe(false);
    expect(detail.shipment.awb).toMatch(/^\d{14}$/);
    expect(shiprocketBookings()).toBe(bookingsBefore + 1);

    const again = await confirmCod(order.orderNumber);
    expect([again.statusCode, again.json()]).toEqual([409, { message: 'This order was confirmed already.' }]);
    await h.app.checkoutJobs.runOnce(new Date(Date.now() + 60 * 60_000));
    expect(shiprocketBookings()).toBe(bookingsBefore + 1);

    const audited = await h.database.db.select().from(auditLog).where(eq(auditLog.target, order.orderNumber));
    expect(audited).toEqual([expect.objectContaining({ action: 'order.cod_confirmed', actorId: staff.id })]);

    const mine = await h.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderNumber}`,
      headers: shopper.headers,
    });
    expect(mine.json()).toMatchObject({
      awaitingConfirmation: false,
      shiprocketAwbCode: detail.shipment.awb,
    });
  });

  it('books the shipment on the retry job when Shiprocket was down at the confirmation', async () => {
    const placed = await (await codCheckout(await h.shopper())).send();
    const { order } = v.parse(placeOrderResponseSchema, placed.json());
    await h.sandbox.fault('shiprocket', 'down');
    const confirmed = await confirmCod(order.orderNumber);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(v.parse(adminOrderDetailSchema, confirmed.json()).shipment.awb).toBeNull();
    await h.sandbox.fault('shiprocket', 'none');
    await h.app.checkoutJobs.runOnce(new Date(Date.now() + 60 * 60_000));
    const detail = await h.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderNumber}`,
      headers: staff.headers,
    });
    expect(v.parse(adminOrderDetailSchema, detail.json()).shipment.awb).toMatch(/^\d{14}$/);
  });

  it('refuses an order paid online and a cancelled one', async () => {
    const paid = await h.paidOrder(await h.shopper());
    const online = await confirmCod(paid.orderNumber);
    expect([online.statusCode, online.json()]).toEqual([
      409,
      { message: 'This order was paid online; only an order paid on delivery needs confirming.' },
    ]);
    const placed = await (await codCheckout(await h.shopper())).send();
    const { order } = v.parse(placeOrderResponseSchema, placed.json());
    const cancelled = await h.changeOrderStatus(staff, order.orderNumber, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const late = await confirmCod(order.orderNumber);
    expect([late.statusCode, late.json()]).toEqual([
      409,
      { message: 'Only an order still being prepared can be confirmed.' },
    ]);
  });
});
