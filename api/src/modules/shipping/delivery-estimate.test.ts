import { deliveryEstimateSchema } from '@brass/shared/contracts/catalog';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { indiaDateAfter } from './delivery-date.js';

const product = 'ganesha-lost-wax-seated';

const h = useCheckoutHarness();

// Each test asks from its own address, so that none spends another's allowance.
let address = 0;
const estimate = (query: string, remoteAddress = `10.2.0.${++address}`) =>
  h.app.inject({ method: 'GET', url: `/api/delivery-estimate?${query}`, remoteAddress });

/** What the sandbox quotes for one piece, as checkout would see it: cheapest first. */
async function cheapestCourier(pincode: string) {
  const quote = await h.quote([{ productId: product, quantity: 1 }], pincode);
  const [cheapest] = quote.shippingCost.data.available_courier_companies.toSorted((a, b) => a.rate - b.rate);
  return cheapest!;
}

describe('GET /api/delivery-estimate', () => {
  it("dates a served pincode by the cheapest courier's days, counted from India's today", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await estimate(`pincode=600042&productId=${product}`);
    expect(response.statusCode).toBe(200);
    const body = v.parse(deliveryEstimateSchema, response.json());
    const days = Number((await cheapestCourier('600042')).estimated_delivery_days);
    expect(body).toEqual({
      pincode: '600042',
      serviceable: true,
      estimatedDays: days,
      deliversBy: indiaDateAfter(new Date(), days),
    });

    // The parcel of one piece: its own weight and size, declared at its price.
    const asked = fetchSpy.mock.calls
      .map(([url]) => new URL(String(url)))
      .find((url) => url.pathname.includes('serviceability'));
    expect(Object.fromEntries(asked!.searchParams)).toMatchObject({
      delivery_postcode: '600042',
      weight: '1.25',
      declared_value: '4850',
      cod: '0',
    });
    fetchSpy.mockRestore();
  });

  it('weighs a size as itself, and a product sold in sizes as its lightest size', async () => {
    const weightAsked = async (productId: string, pincode: string) => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      expect((await estimate(`pincode=${pincode}&productId=${productId}`)).statusCode).toBe(200);
      const asked = fetchSpy.mock.calls
        .map(([url]) => new URL(String(url)))
        .find((url) => url.pathname.includes('serviceability'));
      fetchSpy.mockRestore();
      return asked?.searchParams.get('weight');
    };
    expect(await weightAsked('ganesha-prabhavali-12in--18-inch', '560002')).toBe('9.5');
    expect(await weightAsked('ganesha-prabhavali-12in', '560003')).toBe('2.6');
  });

  it('asks Shiprocket once for a product and pincode within minutes', async () => {
    await estimate(`pincode=560001&productId=${product}`);
    const before = h.sandbox.received().filter((path) => path.includes('serviceability')).length;
    const again = await estimate(`pincode=560001&productId=${product}`);
    expect(again.statusCode).toBe(200);
    expect(h.sandbox.received().filter((path) => path.includes('serviceability'))).toHaveLength(before);
  });

  it('says a pincode no courier serves is not served, with no date', async () => {
    const response = await estimate(`pincode=901234&productId=${product}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pincode: '901234',
      serviceable: false,
      estimatedDays: null,
      deliversBy: null,
    });
  });

  it.each(['abcdef', '12345', '1234567', '012345', '', '60 042'])(
    'refuses the pincode %j with a 400',
    async (pincode) => {
      const response = await estimate(`pincode=${encodeURIComponent(pincode)}&productId=${product}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Please enter a valid 6-digit pincode' });
    },
  );

  it('refuses a missing pincode or product with a 400', async () => {
    for (const query of [`productId=${product}`, 'pincode=600042']) {
      const response = await estimate(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers 404 for a product the shop does not sell, archived ones included', async () => {
    const unknown = await estimate('pincode=600043&productId=no-such-idol');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });

    const archived = 'urli-small-8in';
    await h.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived));
    const gone = await estimate(`pincode=600043&productId=${archived}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Product not found' });
  });

  it.each(['down', 'error'] as const)('answers 503 with a message when Shiprocket is %s', async (mode) => {
    await h.sandbox.fault('shiprocket', mode);
    try {
      const response = await estimate(
        `pincode=${mode === 'down' ? '110001' : '110002'}&productId=${product}`,
      );
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Delivery dates cannot be checked just now. Please try again in a few minutes.',
      });
    } finally {
      await h.sandbox.fault('shiprocket', 'none');
    }
    // A failure is not remembered: once Shiprocket is back, the same question is answered.
    const retried = await estimate(`pincode=${mode === 'down' ? '110001' : '110002'}&productId=${product}`);
    expect(retried.statusCode).toBe(200);
  });

  it('limits one address as checkout quotes are limited', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 121; call++) {
      statuses.push((await estimate(`pincode=600042&productId=${product}`, '10.3.0.1')).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    const other = await estimate(`pincode=600042&productId=${product}`, '10.3.0.2');
    expect(other.statusCode).toBe(200);
  });
});
