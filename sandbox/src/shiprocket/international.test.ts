import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';
import { internationalQuotesFor } from './international.js';

const credentials = { email: 'ops@brass.test', password: 'unit-password' };
const stepSeconds = 60;
let clock: number;
let app: FastifyInstance;

beforeEach(async () => {
  clock = Date.parse('2026-11-20T10:00:00+05:30');
  app = buildSandbox({
    logLevel: 'silent',
    now: () => clock,
    shiprocket: { ...credentials, tokenTtlSeconds: 3600, trackingStepSeconds: stepSeconds },
  });
  await app.ready();
});

afterEach(async () => {
  await app.close();
});

async function login(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/shiprocket/v1/external/auth/login',
    payload: credentials,
  });
  return response.json<{ token: string }>().token;
}

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url: `/shiprocket/v1/external${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

interface InternationalQuote {
  courier_company_id: number;
  courier_name: string;
  rate: { rate: string; weight: string };
  estimated_delivery_days: string;
  etd: string;
  cod: 0 | 1;
}

const rates = (token: string, query: Record<string, string>) =>
  call(token, 'GET', `/courier/international/serviceability?${new URLSearchParams(query)}`);

async function quotes(token: string, query: Record<string, string>): Promise<InternationalQuote[]> {
  const response = await rates(token, query);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { available_courier_companies: InternationalQuote[] } }>().data
    .available_courier_companies;
}

const parcel = (country: string, weight = '1') => ({
  pickup_postcode: '600001',
  delivery_country: country,
  weight,
  cod: '0',
});

const now = Date.parse('2026-11-20T10:00:00+05:30');

describe('Shiprocket international serviceability', () => {
  it('offers an economy and an express service to the US and the UK, days as strings, cheapest first', async () => {
    const token = await login();
    for (const country of ['US', 'GB']) {
      const offered = await quotes(token, parcel(country));
      expect(offered.map((quote) => quote.courier_name)).toEqual([
        'Shiprocket X Economy',
        'Shiprocket X Express',
      ]);
      const [economy, express] = offered;
      expect(Number(economy?.rate.rate)).toBeLessThan(Number(express?.rate.rate));
      expect(Number(express?.estimated_delivery_days)).toBeLessThan(Number(economy?.estimated_delivery_days));
      for (const quote of offered) {
        expect(quote).toMatchObject({
          rate: { rate: expect.stringMatching(/^\d+\.\d{2}$/), weight: '1.00' },
          estimated_delivery_days: expect.stringMatching(/^\d+$/),
          etd: expect.any(String),
          cod: 0,
        });
      }
    }
  });

  it('prices by weight, by the volumetric weight of a bulky box, and by destination', () => {
    const economy = (
      weight: number,
      country: 'US' | 'GB',
      dimensions?: { length: number; breadth: number; height: number },
    ) =>
      Number(
        internationalQuotesFor(
          { pickup: '600001', country, weight, ...(dimensions ? { dimensions } : {}) },
          now,
        )[0]?.rate.rate,
      );
    expect(economy(2, 'GB')).toBeGreaterThan(economy(1, 'GB'));
    expect(economy(1, 'US')).toBeGreaterThan(economy(1, 'GB'));
    // 40 x 30 x 30 cm is 7.2 kg by volume.
    expect(economy(1, 'GB', { length: 40, breadth: 30, height: 30 })).toBe(economy(7.5, 'GB'));
  });

  it('refuses a missing or unknown country, India, and cash on delivery with 422 per field', async () => {
    const token = await login();
    const missing = await rates(token, { weight: '1', cod: '0' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message: 'Required field missing',
      errors: { delivery_country: ['The delivery country field is required.'] },
    });
    for (const country of ['United States', 'XX', 'IN']) {
      const refused = await rates(token, parcel(country));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        errors: { delivery_country: ['The selected delivery country is invalid.'] },
      });
    }
    const cod = await rates(token, { ...parcel('US'), cod: '1' });
    expect(cod.json()).toMatchObject({
      errors: { cod: ['Cash on delivery is not available for international shipments.'] },
    });
  });
});

const ukOrder = {
  order_id: 'BRASS-2001',
  order_date: '2026-11-20 10:00',
  pickup_location: 'Primary',
  billing_customer_name: 'Olivia',
  billing_last_name: 'Hughes',
  billing_address: '10 Downing Street',
  billing_city: 'London',
  billing_pincode: 'SW1A 2AA',
  billing_state: 'Greater London',
  billing_country: 'United Kingdom',
  billing_email: 'olivia@example.co.uk',
  billing_phone: '+442079460018',
  shipping_is_billing: true,
  shipping_customer_name: 'Olivia',
  shipping_last_name: 'Hughes',
  shipping_address: '10 Downing Street',
  shipping_city: 'London',
  shipping_pincode: 'SW1A 2AA',
  shipping_state: 'Greater London',
  shipping_country: 'United Kingdom',
  shipping_email: 'olivia@example.co.uk',
  shipping_phone: '+442079460018',
  order_items: [{ name: 'Brass Ganesha', sku: 'ganesha-6in', units: 1, selling_price: 2499 }],
  payment_method: 'Prepaid',
  sub_total: 2499,
  length: 20,
  breadth: 15,
  height: 25,
  weight: 1.8,
};

describe('Shiprocket orders abroad', () => {
  it('needs the shipping address spelled out, a postcode of the country and a phone with its country code', async () => {
    const token = await login();
    const { shipping_pincode: _pincode, shipping_phone: _phone, ...withoutShipping } = ukOrder;
    const incomplete = await call(token, 'POST', '/orders/create/adhoc', withoutShipping);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toMatchObject({
      errors: {
        shipping_pincode: ['The shipping pincode field is required.'],
        shipping_phone: ['The shipping phone field is required.'],
      },
    });
    const malformed = await call(token, 'POST', '/orders/create/adhoc', {
      ...ukOrder,
      shipping_pincode: '600004',
      billing_phone: '2079460018x',
      payment_method: 'COD',
    });
    expect(malformed.json()).toMatchObject({
      errors: {
        shipping_pincode: ['The shipping pincode is not a postcode of United Kingdom.'],
        billing_phone: ['The billing phone must be a number with its country code.'],
        payment_method: ['Cash on delivery is not available for international shipments.'],
      },
    });
    const unknownCountry = await call(token, 'POST', '/orders/create/adhoc', {
      ...ukOrder,
      billing_country: 'Atlantis',
    });
    expect(unknownCountry.json()).toMatchObject({
      errors: { billing_country: ['The billing country is invalid.'] },
    });
  });

  it('books a UK order with an international service and tracks it to the town abroad', async () => {
    const token = await login();
    const created = await call(token, 'POST', '/orders/create/adhoc', ukOrder);
    expect(created.statusCode).toBe(200);
    const { shipment_id: shipmentId } = created.json<{ shipment_id: number }>();

    const domestic = await call(token, 'POST', '/courier/assign/awb', {
      shipment_id: shipmentId,
      courier_id: 43,
    });
    expect(domestic.json()).toMatchObject({ awb_assign_status: 0 });
    const assigned = await call(token, 'POST', '/courier/assign/awb', {
      shipment_id: shipmentId,
      courier_id: 402,
    });
    const awb = assigned.json<{
      awb_assign_status: number;
      response: { data: { awb_code: string; courier_name: string } };
    }>();
    expect(awb).toMatchObject({
      awb_assign_status: 1,
      response: { data: { courier_name: 'Shiprocket X Express' } },
    });

    clock += 10 * stepSeconds * 1000;
    const tracking = (await call(token, 'GET', `/courier/track/awb/${awb.response.data.awb_code}`)).json<{
      tracking_data: {
        shipment_track: { current_status: string; destination: string }[];
        shipment_track_activities: { location: string }[];
      };
    }>().tracking_data;
    expect(tracking.shipment_track[0]).toMatchObject({ current_status: 'DELIVERED', destination: 'London' });
    expect(tracking.shipment_track_activities[0]?.location).toBe('London, UNITED KINGDOM');
  });
});
