import { UK_ADDRESS_MESSAGES, US_ADDRESS_MESSAGES } from '@brass/shared/abroad-address';
import { COUNTRY_MESSAGE } from '@brass/shared/address-rules';
import { calculateShippingResponseSchema } from '@brass/shared/contracts/checkout';
import { trackingResponseSchema, type Order } from '@brass/shared/contracts/orders';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shippingQuotes } from '../../db/schema.js';
import { cart, startSandbox } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { fallbackRates, fallbackRatesAbroad } from './fallback-rates.js';
import { parcelOf } from './parcel.js';
import { ShiprocketClient, ShiprocketError } from './shiprocket-client.js';

// The sandbox's clock, moved by the tests: tracking events advance with it.
let clock = Date.now();
const h = useCheckoutHarness({}, { now: () => clock });

afterEach(() => vi.restoreAllMocks());

const calculate = (payload: object) =>
  h.app.inject({ method: 'POST', url: '/api/shiprocket/calculate-shipping', payload });

const defaultRates = [99, 149, 249];

describe('POST /api/shiprocket/calculate-shipping', () => {
  it("quotes Shiprocket's couriers for the parcel's real weight and stores the quote", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await calculate({ pickupPincode: '600001', deliveryPincode: '560001', products: cart });
    expect(response.statusCode).toBe(200);
    const body = v.parse(calculateShippingResponseSchema, response.json());
    expect(body).toMatchObject({
      fallback: false,
      noCourierServiceable: false,
      quoteId: expect.stringMatching(/^quo_/),
    });
    const couriers = body.shippingCost.data.available_courier_companies;
    expect(couriers.length).toBeGreaterThanOrEqual(4);
    for (const courier of couriers) {
      expect(courier).toEqual({
        courier_company_id: expect.any(Number),
        courier_name: expect.any(String),
        rate: expect.any(Number),
        estimated_delivery_days: expect.stringMatching(/^\d+$/),
        etd: expect.any(String),
        // Whether it collects cash on delivery there, which the checkout offers only with such a courier.
        cod: expect.any(Boolean),
      });
    }
    expect(couriers.some((courier) => courier.cod)).toBe(true);

    // 1,250 g + 2 x 160 g, in a box as large as the largest idol and as high as the stack.
    const asked = fetchSpy.mock.calls
      .map(([url]) => new URL(String(url)))
      .find((url) => url.pathname.includes('serviceability'));
    expect(Object.fromEntries(asked!.searchParams)).toMatchObject({
      pickup_postcode: '600001',
      delivery_postcode: '560001',
      weight: '1.57',
      cod: '0',
      declared_value: '6150',
      length: '16',
      breadth: '12',
    });

    const [stored] = await h.database.db
      .select()
      .from(shippingQuotes)
      .where(eq(shippingQuotes.id, body.quoteId));
    expect(stored).toMatchObject({ deliveryPincode: '560001', fallback: false, couriers });
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(25 * 60_000);
  });

  const cheapest = async (productId: string, quantity: number) => {
    const response = await calculate({
      pickupPincode: '600001',
      deliveryPincode: '110001',
      products: [{ productId, quantity }],
    });
    return Math.min(
      ...response
        .json<{ shippingCost: { data: { available_courier_companies: { rate: number }[] } } }>()
        .shippingCost.data.available_courier_companies.map((c) => c.rate),
    );
  };

  it('charges more for a heavier parcel', async () => {
    const idol = 'ganesha-prabhavali-12in--12-inch';
    expect(await cheapest(idol, 3)).toBeGreaterThan(await cheapest(idol, 1));
  });

  it('weighs each size of a piece as itself, and never quotes a piece sold only in sizes', async () => {
    expect(await cheapest('ganesha-prabhavali-12in--18-inch', 1)).toBeGreaterThan(
      await cheapest('ganesha-prabhavali-12in--9-inch', 1),
    );
    const response = await calculate({
      pickupPincode: '600001',
      deliveryPincode: '110001',
      products: [{ productId: 'ganesha-prabhavali-12in', quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an invalid pincode', async () => {
    for (const deliveryPincode of ['012345', '12345', '1234567', 'abcdef', '56 001']) {
      const response = await calculate({ pickupPincode: '600001', deliveryPincode, products: cart });
      expect(response.statusCode, deliveryPincode).toBe(400);
      expect(response.json()).toEqual({ message: 'Please enter a valid 6-digit pincode' });
    }
  });

  it('refuses products the shop does not sell', async () => {
    const response = await calculate({
      pickupPincode: '600001',
      deliveryPincode: '560001',
      products: [...cart, { productId: 'no-such-idol', quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining('no longer available') });
  });

  it('offers the default rates, flagged, when no courier serves the pincode', async () => {
    const response = await calculate({ pickupPincode: '600001', deliveryPincode: '901234', products: cart });
    expect(response.statusCode).toBe(200);
    const body = v.parse(calculateShippingResponseSchema, response.json());
    expect(body).toMatchObject({ fallback: true, noCourierServiceable: true });
    expect(body.shippingCost.data.available_courier_companies.map((c) => c.rate)).toEqual(defaultRates);
  });

  it.each(['down', 'error'] as const)('offers the default rates when Shiprocket is %s', async (mode) => {
    await h.sandbox.fault('shiprocket', mode);
    try {
      const response = await calculate({
        pickupPincode: '600001',
        deliveryPincode: '560001',
        products: cart,
      });
      expect(response.statusCode).toBe(200);
      const body = v.parse(calculateShippingResponseSchema, response.json());
      expect(body).toMatchObject({ fallback: true, noCourierServiceable: false });
      expect(body.shippingCost.data.available_courier_companies).toEqual([
        {
          courier_id: 'fallback-standard',
          courier_name: 'Standard Delivery',
          rate: 99,
          estimated_delivery_days: '7',
        },
        {
          courier_id: 'fallback-express',
          courier_name: 'Express Delivery',
          rate: 149,
          estimated_delivery_days: '4',
        },
        {
          courier_id: 'fallback-priority',
          courier_name: 'Priority Delivery',
          rate: 249,
          estimated_delivery_days: '2',
        },
      ]);
    } finally {
      await h.sandbox.fault('shiprocket', 'none');
    }
  });
});

describe('POST /api/shiprocket/calculate-shipping abroad', () => {
  it("asks Shiprocket's international call by country and weight, and keeps the country with the quote", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await calculate({
      pickupPincode: '600001',
      deliveryPincode: ' sw1a2aa ',
      deliveryCountry: 'United Kingdom',
      products: cart,
    });
    expect(response.statusCode).toBe(200);
    const body = v.parse(calculateShippingResponseSchema, response.json());
    expect(body).toMatchObject({ fallback: false, noCourierServiceable: false });
    for (const courier of body.shippingCost.data.available_courier_companies) {
      expect(courier).toEqual({
        courier_company_id: expect.any(Number),
        courier_name: expect.stringMatching(/^Shiprocket X (Economy|Express)$/),
        rate: expect.any(Number),
        estimated_delivery_days: expect.stringMatching(/^\d+$/),
        etd: expect.any(String),
        cod: false,
      });
    }
    const asked = fetchSpy.mock.calls
      .map(([url]) => new URL(String(url)))
      .find((url) => url.pathname.includes('serviceability'));
    expect(asked?.pathname).toBe('/shiprocket/v1/external/courier/international/serviceability/');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      pickup_postcode: '600001',
      delivery_country: 'GB',
      weight: '1.57',
      length: '16',
      breadth: '12',
      height: expect.any(String),
      declared_value: '6150',
      cod: '0',
    });

    const [stored] = await h.database.db
      .select()
      .from(shippingQuotes)
      .where(eq(shippingQuotes.id, body.quoteId));
    // As Royal Mail prints it, as the order's address keeps it.
    expect(stored).toMatchObject({ deliveryPincode: 'SW1A 2AA', deliveryCountry: 'United Kingdom' });
  });

  it.each([
    ['United States', '1O118', US_ADDRESS_MESSAGES.zip],
    ['United States', '600004', US_ADDRESS_MESSAGES.zip],
    ['United Kingdom', 'SW1A 2A', UK_ADDRESS_MESSAGES.zip],
    ['United Kingdom', '10118', UK_ADDRESS_MESSAGES.zip],
    ['Canada', 'K1A 0B1', `deliveryCountry: ${COUNTRY_MESSAGE}`],
  ])(
    "refuses a delivery to %s at %s with a 400 and the field's message",
    async (deliveryCountry, deliveryPincode, message) => {
      const response = await calculate({
        pickupPincode: '600001',
        deliveryPincode,
        deliveryCountry,
        products: cart,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    },
  );

  it.each(['down', 'error'] as const)(
    'offers the international default rates, flagged, when Shiprocket is %s',
    async (mode) => {
      await h.sandbox.fault('shiprocket', mode);
      try {
        const response = await calculate({
          pickupPincode: '600001',
          deliveryPincode: '10118',
          deliveryCountry: 'United States',
          products: cart,
        });
        expect(response.statusCode).toBe(200);
        const body = v.parse(calculateShippingResponseSchema, response.json());
        expect(body).toMatchObject({ fallback: true, noCourierServiceable: false });
        expect(body.shippingCost.data.available_courier_companies).toEqual(fallbackRatesAbroad(1570));
      } finally {
        await h.sandbox.fault('shiprocket', 'none');
      }
    },
  );
});

describe('default rates', () => {
  it('are flat up to 2 kg and add a charge per further kilogram', () => {
    expect(fallbackRates(2000).map((c) => c.rate)).toEqual(defaultRates);
    expect(fallbackRates(2001).map((c) => c.rate)).toEqual([139, 209, 339]);
    expect(fallbackRates(4200).map((c) => c.rate)).toEqual([99 + 3 * 40, 149 + 3 * 60, 249 + 3 * 90]);
  });

  it('abroad, are priced by the half kilogram, economy and express, and collect no cash', () => {
    expect(fallbackRatesAbroad(500)).toEqual([
      {
        courier_id: 'fallback-international-economy',
        courier_name: 'International Economy',
        rate: 1499,
        estimated_delivery_days: '14',
        cod: false,
      },
      {
        courier_id: 'fallback-international-express',
        courier_name: 'International Express',
        rate: 2499,
        estimated_delivery_days: '7',
        cod: false,
      },
    ]);
    expect(fallbackRatesAbroad(501).map((c) => c.rate)).toEqual([1499 + 499, 2499 + 799]);
    expect(fallbackRatesAbroad(2000).map((c) => c.rate)).toEqual([1499 + 3 * 499, 2499 + 3 * 799]);
  });
});

describe('parcels', () => {
  it('lay each item flat and stack them', () => {
    expect(
      parcelOf([
        { quantity: 2, weightGrams: 500, lengthCm: 10, breadthCm: 30, heightCm: 8 },
        { quantity: 1, weightGrams: 300, lengthCm: 5, breadthCm: 5, heightCm: 40 },
      ]),
    ).toEqual({ weightGrams: 1300, lengthCm: 40, breadthCm: 10, heightCm: 21 });
  });
});

describe('Shiprocket client', () => {
  const parcel = {
    pickupPincode: '600001',
    deliveryPincode: '560001',
    weightKg: 1,
    lengthCm: 10,
    breadthCm: 10,
    heightCm: 10,
    declaredValue: 1000,
  };
  const clientAt = (apiBase: string) =>
    new ShiprocketClient({
      email: h.config.shiprocket.email,
      password: h.config.shiprocket.password,
      apiBase,
      pickupLocation: 'Primary',
    });

  it('fails with a ShiprocketError, which the quote turns into default rates, when nothing listens', async () => {
    // Port 9 (discard) is closed on these machines: the connection is refused at once.
    await expect(clientAt('http://127.0.0.1:9/shiprocket').serviceability(parcel)).rejects.toBeInstanceOf(
      ShiprocketError,
    );
  });

  it('logs in once, and again only when the token has expired', async () => {
    let now = Date.now();
    const sandbox = await startSandbox({ now: () => now, shiprocket: { tokenTtlSeconds: 60 } });
    try {
      const client = clientAt(`${sandbox.url}/shiprocket`);
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const logins = () => fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/auth/login')).length;
      await Promise.all([client.serviceability(parcel), client.serviceability(parcel)]);
      expect(logins()).toBe(1);
      now += 61_000;
      expect((await client.serviceability(parcel)).length).toBeGreaterThan(0);
      expect(logins()).toBe(2);
    } finally {
      await sandbox.close();
    }
  });
});

describe('GET /api/shiprocket/track/:awb', () => {
  it('asks for a session', async () => {
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/shiprocket/track/12345678901234' })).statusCode,
    ).toBe(401);
  });

  it("tracks the shopper's own shipment, newest event first, and moves the order along", async () => {
    const owner = await h.shopper();
    const awb = (await h.paidOrder(owner)).shiprocketAwbCode!;
    const track = (shopper = owner) =>
      h.app.inject({ method: 'GET', url: `/api/shiprocket/track/${awb}`, headers: shopper.headers });
    const orderStatus = async () =>
      (await h.app.inject({ method: 'GET', url: '/api/orders/getorders', headers: owner.headers })).json<
        Order[]
      >()[0]?.status;

    const booked = v.parse(trackingResponseSchema, (await track()).json());
    expect(booked.trackingInfo.status).toBe('PICKUP SCHEDULED');
    expect(await orderStatus()).toBe('preparing');

    // The sandbox moves a shipment one scan every two minutes.
    clock += 5 * 60_000;
    const moving = v.parse(trackingResponseSchema, (await track()).json());
    expect(moving.trackingInfo.status).toBe('IN TRANSIT');
    expect(moving.trackingInfo.tracking_data.map((event) => event.status)).toEqual([
      'In Transit - Shipment received at hub',
      'Picked Up',
      'Pickup Scheduled',
    ]);
    for (const event of moving.trackingInfo.tracking_data) {
      expect(event.location).toMatch(/, [A-Z ]+$/);
      expect(event.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    }
    expect(await orderStatus()).toBe('shipped');

    clock += 60 * 60_000;
    const delivered = v.parse(trackingResponseSchema, (await track()).json());
    expect(delivered.trackingInfo.tracking_data[0]?.status).toBe('Delivered');
    expect(await orderStatus()).toBe('delivered');

    const stranger = await track(await h.shopper());
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Shipment not found' });
  });

  it('answers 404 for an AWB of no order', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/shiprocket/track/00000000000000',
      headers: (await h.shopper()).headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it("answers 502 'Unable to fetch tracking information' when Shiprocket is down", async () => {
    const owner = await h.shopper();
    const awb = (await h.paidOrder(owner)).shiprocketAwbCode!;
    await h.sandbox.fault('shiprocket', 'down');
    try {
      const response = await h.app.inject({
        method: 'GET',
        url: `/api/shiprocket/track/${awb}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: 'Unable to fetch tracking information' });
    } finally {
      await h.sandbox.fault('shiprocket', 'none');
    }
  });
});
