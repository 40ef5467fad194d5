import type { CalculateShippingResponse, CartLine, CourierOption } from '@brass/shared/contract';
import { placeOrderResponseSchema } from '@brass/shared/contract';
import { checkoutTotals, DEFAULT_PRICING } from '@brass/shared/pricing';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, settings } from '../../db/schema.js';
import { address, cart, startCheckoutHarness, type CheckoutHarness, type Shopper } from './test-support.js';

let h: CheckoutHarness;
beforeAll(async () => {
  h = await startCheckoutHarness();
});
afterAll(() => h.close());
afterEach(async () => {
  await h.database.db.delete(settings).where(inArray(settings.key, ['codFee', 'codLimit']));
  await h.sandbox.fault('shiprocket', 'none');
});

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

async function stockOf(productId: string): Promise<number> {
  const [row] = await h.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? 0;
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

  it('makes the order at once, without Razorpay, at the server total with the COD fee, sells its pieces and books a COD shipment', async () => {
    const shopper = await h.shopper();
    const before = await Promise.all(cart.map((line) => stockOf(line.productId)));
    const { courier, send } = await codCheckout(shopper);
    const razorpayCallsBefore = h.sandbox.received().filter((path) => path.startsWith('/razorpay')).length;

    const response = await send();
    expect(response.statusCode, response.body).toBe(201);
    const { order } = placeOrderResponseSchema.parse(response.json());
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

    // Sold at once: the pieces are off the shelf.
    const after = await Promise.all(cart.map((line) => stockOf(line.productId)));
    expect(after).toEqual(before.map((stock, i) => stock - cart[i]!.quantity));
    const [row] = await h.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, Number(order.orderNumber.slice(3))));
    expect(row).toMatchObject({ razorpayPaymentId: null, razorpayOrderId: null, courier });
    // Booked with Shiprocket as a COD shipment, whose courier collects the cash.
    expect(order.shiprocketAwbCode).toMatch(/^\d{14}$/);
  });

  it("charges the owner's COD fee", async () => {
    await h.database.db.insert(settings).values({ key: 'codFee', value: '75' });
    const { send } = await codCheckout(await h.shopper());
    const response = await send();
    expect(response.statusCode, response.body).toBe(201);
    expect(placeOrderResponseSchema.parse(response.json()).order.codFee).toBe(75);
  });

  it("refuses an order above the limit, the shop's or the owner's, and stores nothing", async () => {
    const big = [{ productId: 'ganesha-lost-wax-seated', quantity: 2 }];
    const stock = await stockOf('ganesha-lost-wax-seated');
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
    expect(await stockOf('ganesha-lost-wax-seated')).toBe(stock);
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

  it('makes one order when the same checkout is sent twice at once, and takes its pieces once', async () => {
    const shopper = await h.shopper();
    const before = await stockOf('ganesha-mini-dashboard');
    const { send } = await codCheckout(shopper);
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 201]);
    const numbers = answers.map((answer) => placeOrderResponseSchema.parse(answer.json()).order.orderNumber);
    expect(numbers[0]).toBe(numbers[1]);
    expect(await stockOf('ganesha-mini-dashboard')).toBe(before - 2);

    // Another shopper sending the same quote does not reach that order.
    const other = await send(await h.shopper());
    expect(other.statusCode).toBe(403);
    expect(other.json()).not.toHaveProperty('order');
  });

  it('refuses a cart the shelf cannot fill, naming the product, and takes nothing', async () => {
    await h.database.db.update(products).set({ stock: 1 }).where(eq(products.id, 'ganesha-mini-dashboard'));
    const ordersBefore = await orderCount();
    const heavy = await stockOf('ganesha-lost-wax-seated');
    const { send } = await codCheckout(await h.shopper());
    const response = await send();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: expect.stringContaining('Only 1 left') });
    expect(await orderCount()).toBe(ordersBefore);
    expect(await stockOf('ganesha-lost-wax-seated')).toBe(heavy);
    expect(await stockOf('ganesha-mini-dashboard')).toBe(1);
  });
});
