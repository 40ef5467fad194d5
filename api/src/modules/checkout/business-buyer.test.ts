import type { Order } from '@brass/shared/contracts/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import { pdfText } from '../../../test/pdf-text.js';
import { address, cart, codOrderBody, createOrderBody, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { parseOrderNumber } from '../orders/order-number.js';

const h = useCheckoutHarness();

/** Registered in Tamil Nadu, where the harness's address is. */
const tamilNaduBusiness = { gstin: ' 33aaach7409r1z8 ', name: 'Sri Murugan Pooja Stores' };

async function createOrder(shopper: Shopper, business: object) {
  return h.app.inject({
    method: 'POST',
    url: '/api/razorpay/create-order',
    headers: shopper.headers,
    payload: { ...createOrderBody(await h.quote(cart)), business },
  });
}

const rowOf = async (order: Order) =>
  (
    await h.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, parseOrderNumber(order.orderNumber) ?? 0))
  )[0];

describe('a business buying', () => {
  it('keeps its GSTIN and name from the payment to the order, and its invoice names them', async () => {
    const shopper = await h.shopper();
    const order = await h.paidOrder(shopper, { business: tamilNaduBusiness });
    expect(await rowOf(order)).toMatchObject({
      buyerGstin: '33AAACH7409R1Z8',
      buyerBusinessName: 'Sri Murugan Pooja Stores',
    });

    const invoice = await h.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderNumber}/invoice`,
      headers: shopper.headers,
    });
    const text = (await pdfText(invoice.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Billed and shipped to Sri Murugan Pooja Stores GSTIN: 33AAACH7409R1Z8 Attention: Asha Iyer',
    );
  });

  it('keeps them on an order paid on delivery', async () => {
    const shopper = await h.shopper();
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: shopper.headers,
      payload: { ...codOrderBody(await h.quote(cart, address.zip)), business: tamilNaduBusiness },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await rowOf(placed.json<{ order: Order }>().order)).toMatchObject({
      buyerGstin: '33AAACH7409R1Z8',
      buyerBusinessName: 'Sri Murugan Pooja Stores',
    });
  });

  it('refuses a mistyped GSTIN, a missing name, or a GSTIN of another state, before anything is charged', async () => {
    const shopper = await h.shopper();
    const razorpayOrders = () => h.sandbox.received().filter((path) => path.endsWith('/v1/orders')).length;
    const opened = razorpayOrders();
    for (const [business, message] of [
      [
        { gstin: '33AAACH7409R1Z9', name: 'Sri Murugan Pooja Stores' },
        'business.gstin: Enter the 15-character GSTIN of your business, such as 27AAPFU0939F1ZV.',
      ],
      [
        { gstin: '33AAACH7409R1Z8', name: ' ' },
        'business.name: Enter the name your business is registered under.',
      ],
      [
        { gstin: '27AAPFU0939F1ZV', name: 'Pune Traders' },
        "This GSTIN is registered in Maharashtra, but the order goes to Tamil Nadu: give your business's GSTIN in Tamil Nadu.",
      ],
    ] as const) {
      const refused = await createOrder(shopper, business);
      expect(refused.statusCode, business.gstin).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    expect(razorpayOrders()).toBe(opened);
  });
});
