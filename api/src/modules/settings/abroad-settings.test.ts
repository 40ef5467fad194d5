import { adminSettingsSchema } from '@brass/shared/contracts/admin-settings';
import { pricingSettingsSchema } from '@brass/shared/contracts/checkout';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { settings } from '../../db/schema.js';
import { useBackOffice } from '../../../test/use-back-office.js';
import { indianDayOf } from './abroad.js';

const b = useBackOffice();

const home = {
  mostPopularTitle: 'Most Popular',
  newArrivalsTitle: 'New Arrivals',
  shippingText: 'We offer free shipping within India',
};
const contact = { address: null, phone: null, whatsapp: null, email: null, gstin: null };
const lut = 'AD270326012345X';

const save = (abroad: unknown) =>
  b.owner('PUT', '/settings', { payload: { home, contact, ...(abroad === undefined ? {} : { abroad }) } });
const adminSettings = async () => v.parse(adminSettingsSchema, (await b.admin('GET', '/settings')).json());
const shopPricing = async () => {
  const response = await b.app.inject({ method: 'GET', url: '/api/settings/pricing' });
  expect(response.statusCode).toBe(200);
  return { body: response.body, pricing: v.parse(pricingSettingsSchema, response.json()) };
};
/** Today in India, worked out apart from the code under test: India is UTC+5:30 all year. */
const todayInIndia = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const storedValue = async (key: string) =>
  (await b.database.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;

describe('selling abroad settings', () => {
  it('has no rates and no LUT until the owner sets them', async () => {
    const answer = await adminSettings();
    expect(answer.pricing).toMatchObject({
      exchangeRates: { USD: null, GBP: null },
      exportsZeroRated: false,
    });
    expect(answer.abroad).toEqual({ lutNumber: null });
    expect((await shopPricing()).pricing).toMatchObject({
      exchangeRates: { USD: null, GBP: null },
      exportsZeroRated: false,
    });
  });

  it('saves the rates dated today in India and the LUT, audited; the shop learns the rates and that exports are zero-rated, never the number', async () => {
    const response = await save({ usdRupees: '84.25', gbpRupees: 106.5, lutNumber: ' ad270326012345x ' });
    expect(response.statusCode, response.body).toBe(200);
    const today = todayInIndia();
    const rates = { USD: { rupees: 84.25, setOn: today }, GBP: { rupees: 106.5, setOn: today } };
    const answer = v.parse(adminSettingsSchema, response.json());
    expect(answer.pricing).toMatchObject({ exchangeRates: rates, exportsZeroRated: true });
    expect(answer.abroad).toEqual({ lutNumber: lut });

    const shop = await shopPricing();
    expect(shop.pricing).toMatchObject({ exchangeRates: rates, exportsZeroRated: true, taxRatePercent: 12 });
    expect(shop.body).not.toContain(lut);

    expect((await b.auditOf('settings')).at(-1)).toEqual({
      action: 'settings.updated',
      details: {
        usdRupees: '84.25',
        usdRateSetOn: today,
        gbpRupees: '106.5',
        gbpRateSetOn: today,
        exportLutNumber: lut,
      },
      actorId: b.ownerId,
    });
  });

  it('keeps the day of a rate saved as it was, dates a changed one today, and forgets a cleared one', async () => {
    await b.database.db.update(settings).set({ value: '2026-01-15' }).where(eq(settings.key, 'usdRateSetOn'));
    await b.database.db.update(settings).set({ value: '2026-02-01' }).where(eq(settings.key, 'gbpRateSetOn'));
    const audited = (await b.auditOf('settings')).length;

    const same = await save({ usdRupees: '84.25', gbpRupees: '106.50', lutNumber: lut });
    expect(same.statusCode, same.body).toBe(200);
    expect(v.parse(adminSettingsSchema, same.json()).pricing.exchangeRates).toEqual({
      USD: { rupees: 84.25, setOn: '2026-01-15' },
      GBP: { rupees: 106.5, setOn: '2026-02-01' },
    });
    expect(await b.auditOf('settings')).toHaveLength(audited);

    const changed = await save({ usdRupees: '85', gbpRupees: '', lutNumber: lut });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await shopPricing()).pricing.exchangeRates).toEqual({
      USD: { rupees: 85, setOn: todayInIndia() },
      GBP: null,
    });
    expect(await storedValue('gbpRupees')).toBeUndefined();
    expect(await storedValue('gbpRateSetOn')).toBeUndefined();
  });

  it('leaves the rates and the LUT be when a save has no selling abroad group or leaves them out, and zero-rates no more once the LUT is cleared', async () => {
    const before = await adminSettings();
    expect((await save(undefined)).statusCode).toBe(200);
    // A client that sends back what it read: the group has the LUT, not the rates.
    const echoed = await b.owner('PUT', '/settings', { payload: before });
    expect(echoed.statusCode, echoed.body).toBe(200);
    expect(v.parse(adminSettingsSchema, echoed.json())).toEqual(before);
    expect((await save({})).statusCode).toBe(200);
    expect(await adminSettings()).toEqual(before);
    expect(before.abroad).toEqual({ lutNumber: lut });
    expect(before.pricing.exchangeRates.USD).toEqual({ rupees: 85, setOn: todayInIndia() });

    const cleared = await save({ usdRupees: '85', gbpRupees: null, lutNumber: '  ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(v.parse(adminSettingsSchema, cleared.json()).abroad).toEqual({ lutNumber: null });
    expect((await shopPricing()).pricing.exportsZeroRated).toBe(false);
    expect(await storedValue('exportLutNumber')).toBeUndefined();
  });

  it.each([
    [
      'a negative rate',
      { usdRupees: '-84' },
      'abroad.usdRupees: Rupees for one US dollar must be more than 0 and at most 1,00,000, or empty',
    ],
    [
      'a rate of nothing',
      { gbpRupees: 0 },
      'abroad.gbpRupees: Rupees for one pound must be more than 0 and at most 1,00,000, or empty',
    ],
    [
      'an absurd rate',
      { usdRupees: '1,00,001' },
      'abroad.usdRupees: Rupees for one US dollar must be more than 0 and at most 1,00,000, or empty',
    ],
    ['a rate in words', { gbpRupees: 'lots' }, 'abroad.gbpRupees: Rupees for one pound must be a number'],
    [
      'a rate of another kind',
      { usdRupees: true },
      'abroad.usdRupees: Rupees for one US dollar must be a number',
    ],
    ['an LUT number that is no text', { lutNumber: 42 }, 'abroad.lutNumber: LUT number must be text'],
    [
      'a rate finer than a paisa',
      { usdRupees: '84.255' },
      'abroad.usdRupees: Rupees for one US dollar can have at most two decimals, such as 84.25',
    ],
    [
      'an LUT number with spaces',
      { lutNumber: 'AD27 0326' },
      'abroad.lutNumber: LUT number can have only letters, digits, slashes and hyphens, such as AD270326012345X',
    ],
    [
      'an LUT number with other signs',
      { lutNumber: 'LUT#42' },
      'abroad.lutNumber: LUT number can have only letters, digits, slashes and hyphens, such as AD270326012345X',
    ],
    [
      'an LUT number too long',
      { lutNumber: 'A'.repeat(51) },
      'abroad.lutNumber: LUT number can be at most 50 characters',
    ],
    ['no object', 'abroad', 'abroad: Give the selling abroad settings'],
  ])('refuses %s with 400, saving nothing', async (_case, change, message) => {
    const before = await b.database.db.select().from(settings);
    const abroad =
      typeof change === 'string' ? change : { usdRupees: '90', gbpRupees: '110', lutNumber: lut, ...change };
    const response = await save(abroad);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await b.database.db.select().from(settings)).toEqual(before);
  });

  it('takes an LUT number with slashes and hyphens', async () => {
    const response = await save({ usdRupees: '85', gbpRupees: null, lutNumber: 'lut/2026-27/0042' });
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(adminSettingsSchema, response.json()).abroad).toEqual({ lutNumber: 'LUT/2026-27/0042' });
  });
});

describe('the day a rate is set', () => {
  it('is the day in India, which begins at 18:30 UTC', () => {
    expect(indianDayOf(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(indianDayOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
  });
});
