import { adminSettingsSchema } from '@brass/shared/contracts/admin-settings';
import { pricingSettingsSchema } from '@brass/shared/contracts/checkout';
import { shopContactSchema } from '@brass/shared/contracts/content';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { settings } from '../../db/schema.js';
import { useBackOffice } from '../../../test/use-back-office.js';

const b = useBackOffice();

const home = {
  mostPopularTitle: 'Most Popular',
  newArrivalsTitle: 'New Arrivals',
  shippingText: 'We offer free shipping within India',
};
const noContact = { address: null, phone: null, whatsapp: null, email: null, gstin: null };
const noRates = { exchangeRates: { USD: null, GBP: null }, exportsZeroRated: false };
const defaultPricing = {
  taxRatePercent: 12,
  deliveryFee: 120,
  freeDeliveryThreshold: null,
  codFee: 50,
  codLimit: 10_000,
  ...noRates,
};
const contact = {
  address: 'Brass Aangan\r\n12 Thanikachalam Road, T. Nagar\r\nChennai 600017',
  phone: '+91 98400 12345',
  whatsapp: '9840012345',
  email: ' Care@BrassAangan.in ',
  gstin: '33abcde1234f1z5',
};
const stored = {
  address: 'Brass Aangan\n12 Thanikachalam Road, T. Nagar\nChennai 600017',
  phone: '+919840012345',
  whatsapp: '+919840012345',
  email: 'care@brassaangan.in',
  gstin: '33ABCDE1234F1Z5',
};

const shopContact = async () => {
  const response = await b.app.inject({ method: 'GET', url: '/api/settings/shop-contact' });
  expect(response.statusCode).toBe(200);
  return v.parse(shopContactSchema, response.json());
};
const save = (payload: unknown) => b.owner('PUT', '/settings', { payload: payload as object });
const shopPricing = async () => {
  const response = await b.app.inject({ method: 'GET', url: '/api/settings/pricing' });
  expect(response.statusCode).toBe(200);
  return v.parse(pricingSettingsSchema, response.json());
};
const storedKeys = async () => (await b.database.db.select().from(settings)).map((row) => row.key);

describe('shop settings', () => {
  it('answers the seeded home texts and no contact details yet', async () => {
    const response = await b.admin('GET', '/settings');
    expect(response.statusCode).toBe(200);
    expect(v.parse(adminSettingsSchema, response.json())).toEqual({
      home,
      contact: noContact,
      pricing: defaultPricing,
      abroad: { lutNumber: null },
      cashOnDelivery: { maxOpenOrders: 2, maxOpenValue: 10_000 },
      refunds: { staffLimit: 5_000 },
      returns: { windowDays: 7 },
    });
    expect(await shopContact()).toEqual(noContact);
    expect(await shopPricing()).toEqual(defaultPricing);
  });

  it('saves the home texts and the contact details, which the shop answers at once', async () => {
    const titleBefore = await b.app.inject({ method: 'GET', url: '/api/settings/most-popular-title' });
    expect(titleBefore.json()).toEqual({ mostPopularTitle: 'Most Popular' });
    const newHome = {
      ...home,
      mostPopularTitle: ' Bestsellers ',
      shippingText: 'Free shipping across India',
    };
    const response = await save({ home: newHome, contact });
    expect(response.statusCode, response.body).toBe(200);
    const answer = v.parse(adminSettingsSchema, response.json());
    expect(answer).toEqual({
      home: { ...newHome, mostPopularTitle: 'Bestsellers' },
      contact: stored,
      pricing: defaultPricing,
      abroad: { lutNumber: null },
      cashOnDelivery: { maxOpenOrders: 2, maxOpenValue: 10_000 },
      refunds: { staffLimit: 5_000 },
      returns: { windowDays: 7 },
    });
    expect(await shopContact()).toEqual(stored);
    const title = await b.app.inject({ method: 'GET', url: '/api/settings/most-popular-title' });
    expect(title.json()).toEqual({ mostPopularTitle: 'Bestsellers' });
    const banner = await b.app.inject({ method: 'GET', url: '/api/settings/shipping-settings' });
    expect(banner.json()).toMatchObject({ shippingText: 'Free shipping across India', shippingEmoji1: '🚚' });

    expect(await b.auditOf('settings')).toEqual([
      {
        action: 'settings.updated',
        details: {
          mostPopularTitle: 'Bestsellers',
          shippingText: 'Free shipping across India',
          shopAddress: stored.address,
          shopPhone: stored.phone,
          shopWhatsapp: stored.whatsapp,
          shopEmail: stored.email,
          shopGstin: stored.gstin,
        },
        actorId: b.ownerId,
      },
    ]);

    // Saving the same again changes nothing, and nothing is logged.
    expect((await save({ home: newHome, contact })).statusCode).toBe(200);
    expect(await b.auditOf('settings')).toHaveLength(1);
  });

  it('forgets a contact detail left empty', async () => {
    const response = await save({ home, contact: { ...contact, whatsapp: '', gstin: null, address: '  ' } });
    expect(response.statusCode).toBe(200);
    expect(await shopContact()).toEqual({ ...stored, whatsapp: null, gstin: null, address: null });
    const keys = (await b.database.db.select().from(settings)).map((row) => row.key);
    expect(keys).not.toContain('shopWhatsapp');
    expect(keys).not.toContain('shopGstin');
    expect((await b.auditOf('settings')).at(-1)?.details).toMatchObject({
      shopWhatsapp: '(removed)',
      shopGstin: '(removed)',
      shopAddress: '(removed)',
    });
  });

  it.each([
    [
      'phone +91 55555 55555',
      { phone: '+91 55555 55555' },
      'contact.phone: Phone must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91',
    ],
    [
      'phone with 9 digits',
      { phone: '984001234' },
      'contact.phone: Phone must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91',
    ],
    [
      'phone +44',
      { phone: '+44 7700 900123' },
      'contact.phone: Phone must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91',
    ],
    [
      'WhatsApp 091',
      { whatsapp: '09840012345' },
      'contact.whatsapp: WhatsApp number must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91',
    ],
    ['a number for WhatsApp', { whatsapp: 9840012345 }, 'contact.whatsapp: WhatsApp number must be text'],
    [
      'email without domain',
      { email: 'care@brassaangan' },
      'contact.email: Email must be a valid email address, such as care@brassaangan.in',
    ],
    [
      'GSTIN too short',
      { gstin: '33ABCDE1234F1Z' },
      'contact.gstin: GSTIN must be 15 characters in the GST format, such as 33ABCDE1234F1Z5',
    ],
    [
      'GSTIN without Z',
      { gstin: '33ABCDE1234F1X5' },
      'contact.gstin: GSTIN must be 15 characters in the GST format, such as 33ABCDE1234F1Z5',
    ],
    [
      'GSTIN with entity 0',
      { gstin: '33ABCDE1234F0Z5' },
      'contact.gstin: GSTIN must be 15 characters in the GST format, such as 33ABCDE1234F1Z5',
    ],
    [
      'a long address',
      { address: 'x'.repeat(501) },
      'contact.address: Address can be at most 500 characters',
    ],
  ])('refuses %s, saving nothing', async (_case, change, message) => {
    const before = await b.database.db.select().from(settings);
    const response = await save({ home, contact: { ...contact, ...change } });
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await b.database.db.select().from(settings)).toEqual(before);
  });

  it.each([
    [
      'a blank title',
      { home: { ...home, mostPopularTitle: ' ' }, contact },
      'home.mostPopularTitle: Most Popular title is required',
    ],
    [
      'a long title',
      { home: { ...home, newArrivalsTitle: 'x'.repeat(61) }, contact },
      'home.newArrivalsTitle: New Arrivals title can be at most 60 characters',
    ],
    [
      'no banner',
      { home: { ...home, shippingText: undefined }, contact },
      'home.shippingText: Shipping banner text is required',
    ],
    ['no home texts', { contact }, 'home: Give the home page texts'],
    ['no contact details', { home }, 'contact: Give the contact details'],
  ])('refuses %s, saving nothing', async (_case, payload, message) => {
    const before = await b.database.db.select().from(settings);
    const response = await save(payload);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await b.database.db.select().from(settings)).toEqual(before);
  });

  it('keeps pricing out of the other groups, and stores nothing for the default pricing saved as it is', async () => {
    expect((await save({ home, contact })).statusCode).toBe(200);
    const before = (await b.auditOf('settings')).length;
    const saved = await save({
      home,
      contact: { ...contact, taxRate: 0 },
      deliveryCharge: 0,
      pricing: { taxRatePercent: '12', deliveryFee: '120', freeDeliveryThreshold: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(v.parse(adminSettingsSchema, saved.json()).pricing).toEqual(defaultPricing);
    expect((await storedKeys()).some((key) => /tax|delivery/i.test(key))).toBe(false);
    expect(await b.auditOf('settings')).toHaveLength(before);
  });
});

describe('pricing settings', () => {
  const pricing = { taxRatePercent: '18', deliveryFee: '80', freeDeliveryThreshold: '2,000' };

  it('saves the pricing with the other groups, audited, and the shop answers it at once', async () => {
    const response = await save({ home, contact, pricing });
    expect(response.statusCode, response.body).toBe(200);
    const owners = {
      taxRatePercent: 18,
      deliveryFee: 80,
      freeDeliveryThreshold: 2000,
      codFee: 50,
      codLimit: 10_000,
      ...noRates,
    };
    expect(v.parse(adminSettingsSchema, response.json()).pricing).toEqual(owners);
    expect(await shopPricing()).toEqual(owners);
    expect((await b.auditOf('settings')).at(-1)).toEqual({
      action: 'settings.updated',
      details: { taxRatePercent: '18', cartDeliveryFee: '80', freeDeliveryThreshold: '2000' },
      actorId: b.ownerId,
    });

    // A back office from before the pricing group saves its own groups and leaves the pricing be.
    const older = await save({ home: { ...home, shippingText: 'Free shipping above ₹2,000' }, contact });
    expect(older.statusCode, older.body).toBe(200);
    expect(await shopPricing()).toEqual(owners);
    expect((await b.auditOf('settings')).at(-1)?.details).toEqual({
      shippingText: 'Free shipping above ₹2,000',
    });
  });

  it('takes a quarter percent, no delivery fee, and forgets an emptied threshold', async () => {
    const response = await save({
      home,
      contact,
      pricing: { taxRatePercent: 0.25, deliveryFee: 0, freeDeliveryThreshold: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await shopPricing()).toEqual({
      taxRatePercent: 0.25,
      deliveryFee: 0,
      freeDeliveryThreshold: null,
      codFee: 50,
      codLimit: 10_000,
      ...noRates,
    });
    expect(await storedKeys()).not.toContain('freeDeliveryThreshold');
    expect((await b.auditOf('settings')).at(-1)?.details).toMatchObject({
      taxRatePercent: '0.25',
      cartDeliveryFee: '0',
      freeDeliveryThreshold: '(removed)',
    });
  });

  it('saves the cash on delivery fee and limit, which an order paid on delivery is charged with, and leaves them be when a save has none', async () => {
    const response = await save({ home, contact, pricing: { ...pricing, codFee: '75', codLimit: '5,000' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await shopPricing()).toMatchObject({ codFee: 75, codLimit: 5000 });
    expect((await b.auditOf('settings')).at(-1)?.details).toMatchObject({ codFee: '75', codLimit: '5000' });

    // A back office from before cash on delivery saves its pricing without them.
    expect((await save({ home, contact, pricing })).statusCode).toBe(200);
    expect(await shopPricing()).toMatchObject({ codFee: 75, codLimit: 5000 });

    // 0 switches cash on delivery off.
    const off = await save({ home, contact, pricing: { ...pricing, codFee: 50, codLimit: 0 } });
    expect(off.statusCode).toBe(200);
    expect(await shopPricing()).toMatchObject({ codFee: 50, codLimit: 0 });
  });

  it.each([
    [
      'a rate over 28',
      { taxRatePercent: '28.01' },
      'pricing.taxRatePercent: Tax rate must be between 0 and 28 percent',
    ],
    [
      'a negative rate',
      { taxRatePercent: -1 },
      'pricing.taxRatePercent: Tax rate must be between 0 and 28 percent',
    ],
    [
      'a rate in thousandths',
      { taxRatePercent: '12.125' },
      'pricing.taxRatePercent: Tax rate can have at most two decimals, such as 0.25',
    ],
    ['no rate', { taxRatePercent: ' ' }, 'pricing.taxRatePercent: Tax rate is required'],
    ['a rate in words', { taxRatePercent: 'twelve' }, 'pricing.taxRatePercent: Tax rate must be a number'],
    [
      'a fee over 10,000',
      { deliveryFee: '10001' },
      'pricing.deliveryFee: Delivery fee must be between 0 and 10,000 rupees',
    ],
    ['a fee in paise', { deliveryFee: 99.5 }, 'pricing.deliveryFee: Delivery fee must be in whole rupees'],
    ['a fee of true', { deliveryFee: true }, 'pricing.deliveryFee: Delivery fee must be a number'],
    [
      'a negative threshold',
      { freeDeliveryThreshold: '-500' },
      'pricing.freeDeliveryThreshold: Free delivery threshold must be between 0 and 5,00,000 rupees, or empty',
    ],
    [
      'a threshold past the largest order',
      { freeDeliveryThreshold: 500_001 },
      'pricing.freeDeliveryThreshold: Free delivery threshold must be between 0 and 5,00,000 rupees, or empty',
    ],
    ['a COD fee in paise', { codFee: 49.5 }, 'pricing.codFee: Cash on delivery fee must be in whole rupees'],
    ['no COD fee', { codFee: '' }, 'pricing.codFee: Cash on delivery fee is required'],
    [
      'a negative COD limit',
      { codLimit: '-1' },
      'pricing.codLimit: Cash on delivery limit must be between 0 and 5,00,000 rupees',
    ],
  ])('refuses %s, saving nothing', async (_case, change, message) => {
    const before = await b.database.db.select().from(settings);
    const audited = (await b.auditOf('settings')).length;
    // The other groups change too: nothing of them may be saved either.
    const response = await save({
      home: { ...home, mostPopularTitle: 'Not saved' },
      contact,
      pricing: { ...pricing, ...change },
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await b.database.db.select().from(settings)).toEqual(before);
    expect(await b.auditOf('settings')).toHaveLength(audited);
  });

  it('names every refused field of the pricing, and the group when it is no object', async () => {
    const response = await save({
      home,
      contact,
      pricing: { taxRatePercent: '30', deliveryFee: '', freeDeliveryThreshold: 'lots' },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      {
        message:
          'pricing.taxRatePercent: Tax rate must be between 0 and 28 percent; pricing.deliveryFee: Delivery fee is required; pricing.freeDeliveryThreshold: Free delivery threshold must be a number',
      },
    ]);
    const notAnObject = await save({ home, contact, pricing: 'cheap' });
    expect([notAnObject.statusCode, notAnObject.json()]).toEqual([
      400,
      { message: 'pricing: Give the pricing' },
    ]);
  });
});

describe('caps on cash on delivery', () => {
  const caps = async () => {
    const response = await b.admin('GET', '/settings');
    expect(response.statusCode).toBe(200);
    return v.parse(adminSettingsSchema, response.json()).cashOnDelivery;
  };

  it('saves the caps on open orders, audited; unset, the value cap follows the COD limit', async () => {
    await b.database.db.delete(settings);
    const limited = await save({ home, contact, pricing: { ...defaultPricing, codLimit: '7,500' } });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(await caps()).toEqual({ maxOpenOrders: 2, maxOpenValue: 7500 });
    expect(await storedKeys()).not.toContain('codMaxOpenValue');

    const response = await save({
      home,
      contact,
      cashOnDelivery: { maxOpenOrders: '3', maxOpenValue: '12,000' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(adminSettingsSchema, response.json()).cashOnDelivery).toEqual({
      maxOpenOrders: 3,
      maxOpenValue: 12_000,
    });
    expect((await b.auditOf('settings')).at(-1)?.details).toEqual({
      codMaxOpenOrders: '3',
      codMaxOpenValue: '12000',
    });
    // A back office from before the caps leaves them be.
    expect((await save({ home, contact })).statusCode).toBe(200);
    expect(await caps()).toEqual({ maxOpenOrders: 3, maxOpenValue: 12_000 });
    await b.database.db.delete(settings);
  });

  it.each([
    [
      'no open orders at all',
      { maxOpenOrders: '0', maxOpenValue: '10000' },
      'cashOnDelivery.maxOpenOrders: Open cash on delivery orders must be between 1 and 20',
    ],
    [
      'too many open orders',
      { maxOpenOrders: 21, maxOpenValue: 10_000 },
      'cashOnDelivery.maxOpenOrders: Open cash on delivery orders must be between 1 and 20',
    ],
    [
      'half an order',
      { maxOpenOrders: 1.5, maxOpenValue: 10_000 },
      'cashOnDelivery.maxOpenOrders: Open cash on delivery orders must be a whole number',
    ],
    [
      'a value past the largest order',
      { maxOpenOrders: 2, maxOpenValue: '5,00,001' },
      'cashOnDelivery.maxOpenValue: Open cash on delivery value must be between 1 and 5,00,000 rupees',
    ],
    [
      'a value in paise',
      { maxOpenOrders: 2, maxOpenValue: 999.5 },
      'cashOnDelivery.maxOpenValue: Open cash on delivery value must be in whole rupees',
    ],
    [
      'no value',
      { maxOpenOrders: 2, maxOpenValue: '' },
      'cashOnDelivery.maxOpenValue: Open cash on delivery value is required',
    ],
    ['caps in words', 'two', 'cashOnDelivery: Give the cash on delivery caps'],
  ])('refuses %s, saving nothing', async (_case, cashOnDelivery, message) => {
    const before = await b.database.db.select().from(settings);
    const response = await save({
      home: { ...home, mostPopularTitle: 'Not saved' },
      contact,
      cashOnDelivery,
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await b.database.db.select().from(settings)).toEqual(before);
  });
});

describe("the staff's refund limit", () => {
  it('is saved by the owner, audited, kept unstored at its default, and left be by a save without it', async () => {
    expect((await save({ home, contact, refunds: { staffLimit: '5,000' } })).statusCode).toBe(200);
    expect(await storedKeys()).not.toContain('staffRefundLimit');
    const saved = await save({ home, contact, refunds: { staffLimit: '2,500' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(v.parse(adminSettingsSchema, saved.json()).refunds).toEqual({ staffLimit: 2_500 });
    expect((await b.auditOf('settings')).at(-1)).toEqual({
      action: 'settings.updated',
      details: { staffRefundLimit: '2500' },
      actorId: b.ownerId,
    });
    expect((await save({ home, contact })).json()).toMatchObject({ refunds: { staffLimit: 2_500 } });
  });

  it.each([
    ['-1', 'refunds.staffLimit: Staff refund limit must be between 0 and 5,00,000 rupees'],
    ['99.5', 'refunds.staffLimit: Staff refund limit must be in whole rupees'],
    ['', 'refunds.staffLimit: Staff refund limit is required'],
  ])('refuses a limit of %j, saving nothing', async (staffLimit, message) => {
    const before = await storedKeys();
    const refused = await save({ home, contact, refunds: { staffLimit } });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message }]);
    expect(await storedKeys()).toEqual(before);
  });
});

describe('the return window', () => {
  it('is saved by the owner, audited, kept unstored at its default, and left be by a save without it', async () => {
    expect((await save({ home, contact, returns: { windowDays: '7' } })).statusCode).toBe(200);
    expect(await storedKeys()).not.toContain('returnWindowDays');
    const saved = await save({ home, contact, returns: { windowDays: '14' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(v.parse(adminSettingsSchema, saved.json()).returns).toEqual({ windowDays: 14 });
    expect((await b.auditOf('settings')).at(-1)).toEqual({
      action: 'settings.updated',
      details: { returnWindowDays: '14' },
      actorId: b.ownerId,
    });
    expect((await save({ home, contact })).json()).toMatchObject({ returns: { windowDays: 14 } });
  });

  it.each([
    ['-1', 'returns.windowDays: Return window must be between 0 and 365 days'],
    ['400', 'returns.windowDays: Return window must be between 0 and 365 days'],
    ['1.5', 'returns.windowDays: Return window must be in whole days'],
  ])('refuses a window of %j, saving nothing', async (windowDays, message) => {
    const before = await storedKeys();
    const refused = await save({ home, contact, returns: { windowDays } });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message }]);
    expect(await storedKeys()).toEqual(before);
  });
});
