import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';

/** The metrics of the standard fonts, which pdf.js reads from its own files rather than guess. */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const credentials = { email: 'ops@brass.test', password: 'unit-password' };
let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  app = buildSandbox({
    logLevel: 'silent',
    now: () => Date.parse('2026-11-20T10:00:00+05:30'),
    shiprocket: { ...credentials, tokenTtlSeconds: 3600, trackingStepSeconds: 60 },
  });
  await app.ready();
  token = (
    await app.inject({ method: 'POST', url: '/shiprocket/v1/external/auth/login', payload: credentials })
  ).json<{ token: string }>().token;
});

afterEach(async () => {
  await app.close();
});

const call = (url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/shiprocket/v1/external${url}`,
    headers: { authorization: `Bearer ${token}`, host: 'sandbox.test:4010' },
    payload,
  });

/** A shipment of a shop order to `name`, with its AWB unless `awb` is false. */
async function shipment(orderId: string, name: string, { awb = true, pickup = false } = {}) {
  const made = (
    await call('/orders/create/adhoc', {
      order_id: orderId,
      order_date: '2026-11-20 10:00',
      pickup_location: 'Primary',
      billing_customer_name: name,
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
    })
  ).json<{ order_id: number; shipment_id: number }>();
  let code: string | undefined;
  if (awb) {
    const assigned = await call('/courier/assign/awb', { shipment_id: made.shipment_id });
    code = assigned.json<{ response: { data: { awb_code: string } } }>().response.data.awb_code;
  }
  if (pickup) await call('/courier/generate/pickup', { shipment_id: [made.shipment_id] });
  return { ...made, awb: code };
}

/** The file a paper's link names, read back as text, a string a page. */
async function pagesAt(url: string): Promise<string[]> {
  expect(url).toMatch(/^http:\/\/sandbox\.test:4010\/shiprocket\/files\/\S+\.pdf$/);
  const file = await app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  const document = await getDocument({ data: new Uint8Array(file.rawPayload), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}

describe('Shiprocket labels', () => {
  it('makes one file with a label a shipment, its AWB, courier, ship-to and return address', async () => {
    const asha = await shipment('BRASS-3001', 'Asha');
    const ravi = await shipment('BRASS-3002', 'Ravi');
    const response = await call('/courier/generate/label', {
      shipment_id: [asha.shipment_id, ravi.shipment_id],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ label_url: string }>();
    expect(body).toEqual({
      label_created: 1,
      label_url: expect.any(String),
      response: 'Label has been created and uploaded successfully!',
      not_created: [],
    });
    const pages = await pagesAt(body.label_url);
    expect(pages).toHaveLength(2);
    for (const [page, { awb, name, order }] of [
      [pages[0], { awb: asha.awb, name: 'Asha Iyer', order: 'BRASS-3001' }],
      [pages[1], { awb: ravi.awb, name: 'Ravi Iyer', order: 'BRASS-3002' }],
    ] as const) {
      for (const part of [
        `AWB ${awb}`,
        'Ship to',
        name,
        '12 Temple Street',
        'Bengaluru, Karnataka 560001',
        'PREPAID',
        `Order ${order}`,
        'Return address',
        'Brass Sandbox',
      ])
        expect(page).toContain(part);
    }
  });

  it('lists a shipment without an AWB or unknown as not created, and refuses when none has one', async () => {
    const ready = await shipment('BRASS-3003', 'Asha');
    const waiting = await shipment('BRASS-3004', 'Ravi', { awb: false });
    const mixed = await call('/courier/generate/label', {
      shipment_id: [ready.shipment_id, waiting.shipment_id, 1],
    });
    expect(mixed.json()).toMatchObject({ label_created: 1, not_created: [waiting.shipment_id, 1] });
    expect(await pagesAt(mixed.json<{ label_url: string }>().label_url)).toHaveLength(1);

    const none = await call('/courier/generate/label', { shipment_id: [waiting.shipment_id] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: expect.stringContaining('AWB'), status_code: 400 });
    expect((await call('/courier/generate/label', {})).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/shiprocket/files/label-nothing.pdf' })).statusCode).toBe(
      404,
    );
  });
});

describe('Shiprocket pickups and manifests', () => {
  it('queues the pickup of several shipments, refusing only when none is new', async () => {
    const first = await shipment('BRASS-3101', 'Asha', { pickup: true });
    const second = await shipment('BRASS-3102', 'Ravi');
    const both = await call('/courier/generate/pickup', {
      shipment_id: [first.shipment_id, second.shipment_id],
    });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({
      pickup_status: 1,
      response: { data: expect.stringContaining(String(second.awb)) },
    });
    const again = await call('/courier/generate/pickup', {
      shipment_id: [first.shipment_id, second.shipment_id],
    });
    expect(again.json()).toEqual({ message: 'Already in Pickup Queue.', status_code: 400 });
    const unassigned = await shipment('BRASS-3103', 'Meera', { awb: false });
    const early = await call('/courier/generate/pickup', {
      shipment_id: [first.shipment_id, unassigned.shipment_id],
    });
    expect(early.json()).toEqual({ message: 'Please assign the AWB first.', status_code: 400 });
  });

  it('manifests picked-up shipments once, and prints the manifests of orders', async () => {
    const asha = await shipment('BRASS-3201', 'Asha', { pickup: true });
    const ravi = await shipment('BRASS-3202', 'Ravi', { pickup: true });
    const generated = await call('/manifests/generate', { shipment_id: [asha.shipment_id] });
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toEqual({ status: 1, manifest_url: expect.any(String) });
    const [page] = await pagesAt(generated.json<{ manifest_url: string }>().manifest_url);
    for (const part of [
      'Pickup Manifest',
      'MANIFEST-0001',
      'BRASS-3201',
      asha.awb ?? '',
      'Asha Iyer',
      'Shipments: 1',
    ])
      expect(page).toContain(part);

    // Only the shipment not on a manifest yet goes on the next one.
    const next = await call('/manifests/generate', { shipment_id: [asha.shipment_id, ravi.shipment_id] });
    const [second] = await pagesAt(next.json<{ manifest_url: string }>().manifest_url);
    expect(second).toContain('MANIFEST-0002');
    expect(second).not.toContain('BRASS-3201');
    const again = await call('/manifests/generate', { shipment_id: [asha.shipment_id, ravi.shipment_id] });
    expect(again.json()).toEqual({ message: 'Manifest already generated.', status_code: 400 });

    const printed = await call('/manifests/print', { order_ids: [asha.order_id, ravi.order_id] });
    expect(printed.statusCode).toBe(200);
    const [all] = await pagesAt(printed.json<{ manifest_url: string }>().manifest_url);
    for (const part of ['MANIFEST-0001, MANIFEST-0002', 'BRASS-3201', 'BRASS-3202', 'Shipments: 2'])
      expect(all).toContain(part);
  });

  it('refuses to manifest shipments it does not know, without an AWB or a pickup', async () => {
    const waiting = await shipment('BRASS-3301', 'Asha', { awb: false });
    const unpicked = await shipment('BRASS-3302', 'Ravi');
    for (const [ids, message] of [
      [[1], 'Invalid shipment id.'],
      [[waiting.shipment_id], 'Please assign the AWB first.'],
      [[unpicked.shipment_id], 'Please generate the pickup first.'],
    ] as const) {
      const refused = await call('/manifests/generate', { shipment_id: ids });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message, status_code: 400 });
    }
    const unprinted = await call('/manifests/print', { order_ids: [unpicked.order_id] });
    expect(unprinted.json()).toEqual({
      message: 'Manifest not generated for the given orders.',
      status_code: 400,
    });
    expect((await call('/manifests/print', {})).statusCode).toBe(422);
  });
});
