import { placeOrderResponseSchema } from '@brass/shared/contracts/checkout';
import { orderSchema } from '@brass/shared/contracts/orders';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import { formatOrderNumber, parseOrderNumber } from './order-number.js';
import { address, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();

const oneBell = [{ productId: 'ganesha-mini-dashboard', quantity: 1 }];

/** A cash on delivery order of one small piece, placed as the checkout places it. */
async function codOrder(shopper: Shopper) {
  const quote = await h.quote(oneBell);
  const courier = quote.shippingCost.data.available_courier_companies.find((option) => option.cod)!;
  return h.app.inject({
    method: 'POST',
    url: '/api/orders/cod',
    headers: shopper.headers,
    payload: {
      amount: 0,
      cart: oneBell,
      quoteId: quote.quoteId,
      courierId: courier.courier_id ?? courier.courier_company_id,
      address,
    },
  });
}

const numberOf = (body: string) => v.parse(placeOrderResponseSchema, JSON.parse(body)).order.orderNumber;

const ownOrder = (shopper: Shopper | undefined, orderNumber: string) =>
  h.app.inject({
    method: 'GET',
    url: `/api/orders/${encodeURIComponent(orderNumber)}`,
    ...(shopper ? { headers: shopper.headers } : {}),
  });

describe('order numbers', () => {
  it('reads BA- and the number, and back, as typed in any case', () => {
    expect(formatOrderNumber(10042)).toBe('BA-10042');
    for (const typed of ['BA-10042', 'ba-10042', ' BA10042 ', '10042'])
      expect(parseOrderNumber(typed)).toBe(10042);
    for (const typed of ['BA-', 'BA-0042', 'BA-10042x', 'ord_k3v9x0q2m7ta', 'BA-1234567890']) {
      expect(parseOrderNumber(typed)).toBeUndefined();
    }
  });

  it('gives 20 orders placed at once 20 different numbers, one after another, online and on delivery', async () => {
    await h.database.db.update(products).set({ stock: 500 }).where(eq(products.id, 'ganesha-mini-dashboard'));
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => h.shopper()));
    const online = await Promise.all(shoppers.slice(0, 4).map((shopper) => h.paidCheckout(shopper, oneBell)));
    const answers = await Promise.all([
      ...shoppers.slice(4).map((shopper) => codOrder(shopper)),
      ...online.map((payment, i) =>
        h.app.inject({
          method: 'POST',
          url: '/api/orders/',
          headers: shoppers[i]!.headers,
          payload: h.placeOrderBody(payment, oneBell),
        }),
      ),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const numbers = answers.map((answer) => Number(numberOf(answer.body).slice(3))).toSorted((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[0]).toBeGreaterThanOrEqual(10001);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
  });
});

describe('GET /api/orders/:orderNumber', () => {
  it("answers the shopper's own order by its number, as My Orders lists it", async () => {
    const shopper = await h.shopper();
    const placed = await codOrder(shopper);
    const orderNumber = numberOf(placed.body);

    const response = await ownOrder(shopper, orderNumber);
    expect(response.statusCode).toBe(200);
    const order = v.parse(orderSchema, response.json());
    expect(order).toEqual(v.parse(placeOrderResponseSchema, placed.json()).order);
    const list = await h.app.inject({
      method: 'GET',
      url: '/api/orders/getorders',
      headers: shopper.headers,
    });
    expect(v.parse(v.array(orderSchema), list.json()).map((listed) => listed.orderNumber)).toEqual([
      orderNumber,
    ]);
  });

  it("answers another shopper's number, a number never given and one that is no number as not found, and asks for a session", async () => {
    const owner = await h.shopper();
    const orderNumber = numberOf((await codOrder(owner)).body);
    const stranger = await h.shopper();
    for (const asked of [orderNumber, 'BA-99999999', 'BA-abc', 'ord_k3v9x0q2m7ta']) {
      const response = await ownOrder(stranger, asked);
      expect(response.statusCode, asked).toBe(404);
      expect(response.json()).toEqual({ message: 'Order not found' });
    }
    expect((await ownOrder(undefined, orderNumber)).statusCode).toBe(401);
  });
});
