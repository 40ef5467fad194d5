import { adminOrderDetailSchema } from '@brass/shared/contracts/admin-orders';
import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { orders, paymentOrders } from '../../db/schema.js';
import { address, cart, codOrderBody, createOrderBody } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();
afterEach(() => h.sandbox.fault('shiprocket', 'none'));

/** The sandbox's Shiprocket serves no pincode starting with 9, as a real one serves no remote pincode. */
const unserved = { ...address, zip: '901234' };
const refusal =
  'We cannot deliver to pincode 901234 yet: no courier serves it. Please choose another delivery address.';

const razorpayOrdersOpened = () =>
  h.sandbox.received().filter((path) => path.startsWith('/razorpay/v1/orders')).length;

async function rowCount(table: typeof orders | typeof paymentOrders): Promise<number> {
  const [row] = await h.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('a pincode no courier serves', () => {
  it('still shows the default rates, and refuses create-order before any payment, saying why', async () => {
    const shopper = await h.shopper();
    const quote = await h.quote(cart, unserved.zip);
    expect(quote).toMatchObject({ fallback: true, noCourierServiceable: true });
    expect(quote.shippingCost.data.available_courier_companies.length).toBe(3);
    const opened = razorpayOrdersOpened();
    const paymentOrdersBefore = await rowCount(paymentOrders);
    const stock = await h.stockOf('ganesha-mini-dashboard');

    const response = await h.app.inject({
      method: 'POST',
      url: '/api/razorpay/create-order',
      headers: shopper.headers,
      payload: { ...createOrderBody(quote), address: unserved },
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message: refusal }]);
    expect(razorpayOrdersOpened()).toBe(opened);
    expect(await rowCount(paymentOrders)).toBe(paymentOrdersBefore);
    expect(await h.stockOf('ganesha-mini-dashboard')).toBe(stock);
  });

  it('refuses cash on delivery there with the same words, and stores nothing', async () => {
    const shopper = await h.shopper();
    const quote = await h.quote(cart, unserved.zip);
    const ordersBefore = await rowCount(orders);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: shopper.headers,
      payload: codOrderBody(quote, unserved),
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message: refusal }]);
    expect(await rowCount(orders)).toBe(ordersBefore);
  });
});

describe('Shiprocket down at the quote', () => {
  it('takes the paid order at the default rates, flagged for staff to arrange and told to the shopper', async () => {
    const shopper = await h.shopper();
    await h.sandbox.fault('shiprocket', 'down');
    const quote = await h.quote();
    expect(quote).toMatchObject({ fallback: true, noCourierServiceable: false });
    const order = await h.paidOrder(shopper);
    expect(order.shippingToArrange).toBe(true);

    const mine = await h.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderNumber}`,
      headers: shopper.headers,
    });
    expect(mine.json()).toMatchObject({ shippingToArrange: true });

    const staff = await h.shopper({ role: 'staff' });
    const detail = await h.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderNumber}`,
      headers: staff.headers,
    });
    expect(v.parse(adminOrderDetailSchema, detail.json()).shippingToArrange).toBe(true);
  });

  it('flags no order priced with a courier Shiprocket quoted', async () => {
    const order = await h.paidOrder(await h.shopper());
    expect(order.shippingToArrange).toBe(false);
  });
});
