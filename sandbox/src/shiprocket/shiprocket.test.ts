import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';

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
  expect(response.statusCode).toBe(200);
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

interface CourierQuote {
  courier_company_id: number;
  courier_name: string;
  rate: number;
  estimated_delivery_days: string;
  etd: string;
  cod: 0 | 1;
}

async function couriers(token: string, query: Record<string, string>): Promise<CourierQuote[]> {
  const response = await call(token, 'GET', `/courier/serviceability/?${new URLSearchParams(query)}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { available_courier_companies: CourierQuote[] } }>().data
    .available_courier_companies;
}

const parcel = (delivery: string, weight = '1') => ({
  pickup_postcode: '600001',
  delivery_postcode: delivery,
  weight,
  cod: '0',
});

describe('Shiprocket login and tokens', () => {
  it('logs in with the configured account and refuses others', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/shiprocket/v1/external/auth/login',
      payload: credentials,
    });
    expect(ok.json()).toMatchObject({ email: credentials.email, company_id: 1, token: expect.any(String) });

    const wrong = await app.inject({
      method: 'POST',
      url: '/shiprocket/v1/external/auth/login',
      payload: { ...credentials, password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Invalid email and password combination', status_code: 400 });

    const missing = await app.inject({
      method: 'POST',
      url: '/shiprocket/v1/external/auth/login',
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      errors: { email: expect.any(Array), password: expect.any(Array) },
    });
  });

  it('answers 401 without a token, with an unknown one, and once the token has expired', async () => {
    const query = `/courier/serviceability/?${new URLSearchParams(parcel('110001'))}`;
    const none = await app.inject({ url: `/shiprocket/v1/external${query}` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Unauthenticated.', status_code: 401 });
    expect((await call('made-up', 'GET', query)).statusCode).toBe(401);

    const token = await login();
    expect((await call(token, 'GET', query)).statusCode).toBe(200);
    clock += 3_600_000;
    const expired = await call(token, 'GET', query);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Token has expired', status_code: 401 });

    expect((await call(await login(), 'GET', query)).statusCode).toBe(200);
  });
});

describe('Shiprocket serviceability', () => {
  it('offers at least four couriers to every valid pincode, days as a string, cheapest first', async () => {
    const token = await login();
    for (const pincode of ['110001', '560001', '781001', '400001', '123456', '682001', '600002', '800001']) {
      const list = await couriers(token, parcel(pincode));
      expect(list.length, pincode).toBeGreaterThanOrEqual(4);
      for (const courier of list) {
        expect(courier.estimated_delivery_days).toMatch(/^\d+$/);
        expect(courier.etd).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
        expect(courier.rate).toBeGreaterThan(0);
      }
      const rates = list.map((courier) => courier.rate);
      expect(rates).toEqual([...rates].sort((a, b) => a - b));
    }
  });

  it('is deterministic and charges more for more weight and more distance', async () => {
    const token = await login();
    const rateOf = async (delivery: string, weight: string) =>
      new Map((await couriers(token, parcel(delivery, weight))).map((c) => [c.courier_company_id, c.rate]));
    expect(await couriers(token, parcel('560001'))).toEqual(await couriers(token, parcel('560001')));

    const light = await rateOf('110001', '0.5');
    const heavy = await rateOf('110001', '3');
    const near = await rateOf('600002', '0.5');
    for (const [courier, rate] of light) {
      expect(heavy.get(courier)).toBeGreaterThan(rate);
      if (near.has(courier)) expect(near.get(courier)).toBeLessThan(rate);
    }
  });

  it('flags each courier that collects cash on delivery, none in Kashmir, and lists only those for a COD parcel', async () => {
    const token = await login();
    const delhi = await couriers(token, parcel('110001'));
    expect(delhi.filter((courier) => courier.cod === 1).length).toBeGreaterThanOrEqual(4);
    for (const courier of delhi) expect(courier.cod).toBe(courier.courier_name === 'Blue Dart Air' ? 0 : 1);

    const srinagar = await couriers(token, parcel('190001'));
    expect(srinagar.length).toBeGreaterThanOrEqual(4);
    expect(srinagar.every((courier) => courier.cod === 0)).toBe(true);

    const codOnly = await couriers(token, { ...parcel('110001'), cod: '1' });
    expect(codOnly.map((courier) => courier.courier_company_id)).toEqual(
      delhi.filter((courier) => courier.cod === 1).map((courier) => courier.courier_company_id),
    );
    const none = await call(
      token,
      'GET',
      `/courier/serviceability/?${new URLSearchParams({ ...parcel('190001'), cod: '1' })}`,
    );
    expect(none.json()).toMatchObject({ status: 404 });
  });

  it('serves no army postal pincode, with the status inside an HTTP 200 as Shiprocket does', async () => {
    const response = await call(
      await login(),
      'GET',
      `/courier/serviceability/?${new URLSearchParams(parcel('900001'))}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 404,
      message: 'No courier service available between 600001 and 900001',
    });
  });

  it('refuses invalid pincodes and missing fields with 422 and per-field errors', async () => {
    const token = await login();
    for (const pincode of ['012345', '12345', '1234567', 'abcdef']) {
      const response = await call(
        token,
        'GET',
        `/courier/serviceability/?${new URLSearchParams(parcel(pincode))}`,
      );
      expect(response.statusCode, pincode).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'Oops! Invalid Data.',
        errors: { delivery_postcode: [expect.any(String)] },
        status_code: 422,
      });
    }
    const missing = await call(token, 'GET', '/courier/serviceability/?pickup_postcode=600001');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message: 'Required field missing',
      errors: { delivery_postcode: expect.any(Array), weight: expect.any(Array), cod: expect.any(Array) },
    });
  });

  it('answers without the trailing slash too', async () => {
    const response = await call(
      await login(),
      'GET',
      `/courier/serviceability?${new URLSearchParams(parcel('110001'))}`,
    );
    expect(response.statusCode).toBe(200);
  });
});

const adhocOrder = {
  order_id: 'BRASS-1001',
  order_date: '2026-11-20 10:00',
  pickup_location: 'Primary',
  billing_customer_name: 'Asha',
  billing_last_name: 'Iyer',
  billing_address: '12 Temple Street',
  billing_city: 'Bengaluru',
  billing_pincode: '560001',
  billing_state: 'Karnataka',
  billing_country: 'India',
  billing_email: 'asha@example.in',
  billing_phone: '9876543210',
  shipping_is_billing: true,
  order_items: [{ name: 'Brass Ganesha', sku: 'ganesha-6in', units: 1, selling_price: 2499 }],
  payment_method: 'Prepaid',
  sub_total: 2499,
  length: 20,
  breadth: 15,
  height: 25,
  weight: 1.8,
};

describe('Shiprocket orders, AWB and tracking', () => {
  it('refuses an order with missing or malformed fields', async () => {
    const token = await login();
    const { order_id: _orderId, order_items: _items, ...incomplete } = adhocOrder;
    const missing = await call(token, 'POST', '/orders/create/adhoc', {
      ...incomplete,
      billing_phone: '98765',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message: 'Oops! Invalid Data.',
      errors: {
        order_id: ['The order id field is required.'],
        order_items: ['The order items field is required.'],
        billing_phone: ['The billing phone must be 10 digits.'],
      },
      status_code: 422,
    });

    const separateShipping = await call(token, 'POST', '/orders/create/adhoc', {
      ...adhocOrder,
      shipping_is_billing: false,
    });
    expect(separateShipping.json()).toMatchObject({ errors: { shipping_pincode: expect.any(Array) } });
  });

  it('creates an order once per shop order id, assigns an AWB and tracks it as time passes', async () => {
    const token = await login();
    const created = await call(token, 'POST', '/orders/create/adhoc', adhocOrder);
    expect(created.statusCode).toBe(200);
    const order = created.json<{ order_id: number; shipment_id: number }>();
    expect(order).toMatchObject({
      order_id: expect.any(Number),
      channel_order_id: 'BRASS-1001',
      shipment_id: expect.any(Number),
      status: 'NEW',
      status_code: 1,
      awb_code: null,
      courier_company_id: null,
      courier_name: null,
    });
    expect((await call(token, 'POST', '/orders/create/adhoc', adhocOrder)).json()).toEqual(order);

    const assigned = await call(token, 'POST', '/courier/assign/awb', {
      shipment_id: order.shipment_id,
      courier_id: 43,
    });
    expect(assigned.statusCode).toBe(200);
    const awb = assigned.json<{ response: { data: { awb_code: string } } }>();
    expect(awb).toMatchObject({
      awb_assign_status: 1,
      response: {
        data: {
          awb_code: expect.stringMatching(/^\d{14}$/),
          courier_company_id: 43,
          courier_name: 'Delhivery Surface',
          shipment_id: order.shipment_id,
          order_id: order.order_id,
          assigned_date_time: { date: '2026-11-20 10:00:00.000000', timezone: 'Asia/Kolkata' },
        },
      },
    });
    const reassign = await call(token, 'POST', '/courier/assign/awb', { shipment_id: order.shipment_id });
    expect(reassign.statusCode).toBe(400);

    const code = awb.response.data.awb_code;
    const track = async () =>
      (await call(token, 'GET', `/courier/track/awb/${code}`)).json<{
        tracking_data: {
          track_status: number;
          shipment_status: number;
          shipment_track: { current_status: string; delivered_date: string | null; destination: string }[];
          shipment_track_activities: Record<string, string>[];
          etd: string;
        };
      }>().tracking_data;

    const first = await track();
    expect(first).toMatchObject({ track_status: 1, shipment_status: 27 });
    expect(first.shipment_track[0]).toMatchObject({
      current_status: 'PICKUP SCHEDULED',
      delivered_date: null,
    });
    expect(first.shipment_track_activities).toEqual([
      {
        date: '2026-11-20 10:00:00',
        status: 'PUS',
        activity: 'Pickup Scheduled',
        location: 'Chennai, TAMIL NADU',
        'sr-status': '27',
        'sr-status-label': 'PICKUP SCHEDULED',
      },
    ]);
    expect(first.etd).toBe('2026-11-20 10:05:00');

    clock += stepSeconds * 1000;
    expect((await track()).shipment_track[0]?.current_status).toBe('PICKED UP');
    clock += stepSeconds * 1000;
    const inTransit = await track();
    expect(inTransit.shipment_track_activities.map((event) => event['sr-status-label'])).toEqual([
      'IN TRANSIT',
      'PICKED UP',
      'PICKUP SCHEDULED',
    ]);
    // The sorting hub of region 5 (the first digit of 560001).
    expect(inTransit.shipment_track_activities[0]?.location).toBe('Hyderabad, TELANGANA');

    clock += 10 * stepSeconds * 1000;
    const delivered = await track();
    expect(delivered.shipment_status).toBe(7);
    expect(delivered.shipment_track[0]).toMatchObject({
      current_status: 'DELIVERED',
      delivered_date: '2026-11-20 10:05:00',
      destination: 'Bengaluru',
    });
    expect(delivered.shipment_track_activities).toHaveLength(6);
  });

  it('shows a shipment with its AWB and courier once assigned, as the shipment details call does', async () => {
    const token = await login();
    const order = (await call(token, 'POST', '/orders/create/adhoc', adhocOrder)).json<{
      order_id: number;
      shipment_id: number;
    }>();
    const before = await call(token, 'GET', `/shipments/${order.shipment_id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      data: expect.objectContaining({
        id: order.shipment_id,
        order_id: order.order_id,
        awb: null,
        awb_assign_date: null,
        courier: '',
        courier_id: '',
        status: 'NEW',
        weight: 1.8,
        dimensions: '20.000x15.000x25.000',
      }),
    });

    clock += 90_000;
    const assigned = await call(token, 'POST', '/courier/assign/awb', {
      shipment_id: order.shipment_id,
      courier_id: 43,
    });
    const { awb_code: awbCode } = assigned.json<{ response: { data: { awb_code: string } } }>().response.data;
    expect((await call(token, 'GET', `/shipments/${order.shipment_id}`)).json()).toEqual({
      data: expect.objectContaining({
        id: order.shipment_id,
        awb: awbCode,
        awb_assign_date: '2026-11-20 10:01:30',
        courier: 'Delhivery Surface',
        courier_id: '43',
        status: 'AWB ASSIGNED',
      }),
    });

    const unknown = await call(token, 'GET', '/shipments/1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Shipment not found', status_code: 404 });
  });

  it('picks the recommended courier when none is named, and refuses an unknown shipment', async () => {
    const token = await login();
    const order = (await call(token, 'POST', '/orders/create/adhoc', adhocOrder)).json<{
      shipment_id: number;
    }>();
    const cheapest = (await couriers(token, { ...parcel('560001', '1.8'), declared_value: '2499' }))[0];
    const assigned = await call(token, 'POST', '/courier/assign/awb', {
      shipment_id: String(order.shipment_id),
    });
    expect(assigned.json()).toMatchObject({
      response: { data: { courier_company_id: cheapest?.courier_company_id } },
    });

    const unknown = await call(token, 'POST', '/courier/assign/awb', { shipment_id: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Oops! Cannot reassign courier for this shipment.',
      status_code: 400,
    });
    expect((await call(token, 'POST', '/courier/assign/awb', {})).statusCode).toBe(422);
  });

  it('reports a courier that does not serve the shipment, and an army postal shipment, as not assigned', async () => {
    const token = await login();
    const army = (
      await call(token, 'POST', '/orders/create/adhoc', {
        ...adhocOrder,
        order_id: 'BRASS-APS',
        billing_pincode: '900001',
      })
    ).json<{ shipment_id: number }>();
    const response = await call(token, 'POST', '/courier/assign/awb', { shipment_id: army.shipment_id });
    expect(response.json()).toEqual({
      awb_assign_status: 0,
      response: { data: { awb_assign_error: 'Selected courier is not serviceable for this shipment.' } },
    });
  });

  it('assigns a cash-on-delivery shipment only to a courier that collects cash at its pincode', async () => {
    const token = await login();
    const create = async (orderId: string, pincode: string) =>
      (
        await call(token, 'POST', '/orders/create/adhoc', {
          ...adhocOrder,
          order_id: orderId,
          billing_pincode: pincode,
          payment_method: 'COD',
        })
      ).json<{ shipment_id: number }>();
    const kashmir = await create('BRASS-COD-1', '190001');
    expect(
      (await call(token, 'POST', '/courier/assign/awb', { shipment_id: kashmir.shipment_id })).json(),
    ).toMatchObject({ awb_assign_status: 0 });

    const bengaluru = await create('BRASS-COD-2', '560001');
    const assigned = await call(token, 'POST', '/courier/assign/awb', { shipment_id: bengaluru.shipment_id });
    expect(assigned.json()).toMatchObject({ awb_assign_status: 1, response: { data: { cod: 1 } } });
  });

  it('answers an unknown AWB with track_status 0', async () => {
    const response = await call(await login(), 'GET', '/courier/track/awb/12345678901234');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tracking_data: {
        track_status: 0,
        error:
          'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
      },
    });
  });
});

describe('Shiprocket pickups and cancellations', () => {
  async function newShiprocketOrder(token: string, channelOrderId: string) {
    const order = (
      await call(token, 'POST', '/orders/create/adhoc', { ...adhocOrder, order_id: channelOrderId })
    ).json<{
      order_id: number;
      shipment_id: number;
    }>();
    return order;
  }

  it('schedules the pickup of a shipment with its AWB, once', async () => {
    const token = await login();
    const order = await newShiprocketOrder(token, 'BRASS-2001');
    const early = await call(token, 'POST', '/courier/generate/pickup', { shipment_id: [order.shipment_id] });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: 'Please assign the AWB first.', status_code: 400 });

    await call(token, 'POST', '/courier/assign/awb', { shipment_id: order.shipment_id, courier_id: 43 });
    const pickup = await call(token, 'POST', '/courier/generate/pickup', {
      shipment_id: [order.shipment_id],
    });
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json()).toMatchObject({
      pickup_status: 1,
      response: {
        pickup_scheduled_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        pickup_token_number: expect.stringMatching(/^Reference No: 43_\d{8}$/),
        data: expect.stringContaining('Pickup is confirmed by Delhivery Surface For AWB :- '),
      },
    });
    const again = await call(token, 'POST', '/courier/generate/pickup', { shipment_id: [order.shipment_id] });
    expect(again.json()).toEqual({ message: 'Already in Pickup Queue.', status_code: 400 });
  });

  it('cancels orders by their Shiprocket ids, after which no pickup can be asked for', async () => {
    const token = await login();
    const order = await newShiprocketOrder(token, 'BRASS-2002');
    await call(token, 'POST', '/courier/assign/awb', { shipment_id: order.shipment_id });
    const cancelled = await call(token, 'POST', '/orders/cancel', { ids: [order.order_id] });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status_code: 200 });
    const pickup = await call(token, 'POST', '/courier/generate/pickup', {
      shipment_id: [order.shipment_id],
    });
    expect(pickup.json()).toEqual({ message: 'Invalid shipment id.', status_code: 400 });

    expect((await call(token, 'POST', '/orders/cancel', { ids: [1] })).statusCode).toBe(400);
    expect((await call(token, 'POST', '/orders/cancel', {})).statusCode).toBe(422);
  });
});

describe('Shiprocket return orders', () => {
  const returnOrder = {
    order_id: 'ret_1',
    order_date: '2026-11-20 10:00',
    pickup_customer_name: 'Asha',
    pickup_last_name: 'Iyer',
    pickup_address: '12 Temple Street',
    pickup_city: 'Chennai',
    pickup_state: 'Tamil Nadu',
    pickup_country: 'India',
    pickup_pincode: '600004',
    pickup_email: 'asha@example.in',
    pickup_phone: '9840012345',
    shipping_customer_name: 'Brass Aangan',
    shipping_address: 'Workshop, 1 Parry Street',
    shipping_city: 'Chennai',
    shipping_country: 'India',
    shipping_pincode: '600001',
    shipping_state: 'Tamil Nadu',
    shipping_phone: '9840000000',
    order_items: [{ name: 'Brass Diya', sku: 'brass-diya', units: 2, selling_price: 450 }],
    payment_method: 'Prepaid',
    sub_total: 900,
    length: 20,
    breadth: 15,
    height: 10,
    weight: 1.2,
  };

  it('creates a return order once per shop return id, as RETURN PENDING', async () => {
    const token = await login();
    const made = await call(token, 'POST', '/orders/create/return', returnOrder);
    expect(made.statusCode).toBe(200);
    const body = made.json<{ order_id: number; shipment_id: number }>();
    expect(made.json()).toMatchObject({ status: 'RETURN PENDING', status_code: 21 });
    expect(body.order_id).toEqual(expect.any(Number));
    expect(body.shipment_id).toEqual(expect.any(Number));

    const again = await call(token, 'POST', '/orders/create/return', returnOrder);
    expect(again.json()).toMatchObject({ order_id: body.order_id, shipment_id: body.shipment_id });

    const kept = await app.inject({
      method: 'POST',
      url: '/__sandbox/shiprocket/return-order',
      payload: { channel_order_id: 'ret_1' },
    });
    expect(kept.json()).toMatchObject({
      pickup: { name: 'Asha Iyer', pincode: '600004', phone: '9840012345' },
      deliveryPincode: '600001',
      items: [{ sku: 'brass-diya', units: 2, selling_price: 450 }],
      subTotal: 900,
    });
  });

  it('refuses a return without its addresses, abroad, paid on delivery or with a bad phone, per field', async () => {
    const token = await login();
    const { pickup_pincode: _pincode, order_items: _items, ...missing } = returnOrder;
    const incomplete = await call(token, 'POST', '/orders/create/return', missing);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toMatchObject({
      errors: {
        pickup_pincode: ['The pickup pincode field is required.'],
        order_items: ['The order items field is required.'],
      },
    });

    const wrong = await call(token, 'POST', '/orders/create/return', {
      ...returnOrder,
      pickup_country: 'United States',
      payment_method: 'COD',
      shipping_phone: '12345',
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json<{ errors: object }>().errors).sort()).toEqual([
      'payment_method',
      'pickup_country',
      'shipping_phone',
    ]);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/shiprocket/v1/external/orders/create/return',
      payload: returnOrder,
    });
    expect(response.statusCode).toBe(401);
  });
});
