import {
  mostPopularTitleSchema,
  newArrivalsTitleSchema,
  shippingSettingsSchema,
} from '@brass/shared/contracts/catalog';
import { pricingSettingsSchema } from '@brass/shared/contracts/checkout';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settings } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('settings', () => {
  it('answers the seeded titles and shipping banner', async () => {
    const popular = await t.app.inject({ method: 'GET', url: '/api/settings/most-popular-title' });
    expect(popular.statusCode).toBe(200);
    expect(v.parse(mostPopularTitleSchema, popular.json())).toEqual({ mostPopularTitle: 'Most Popular' });

    const arrivals = await t.app.inject({ method: 'GET', url: '/api/settings/new-arrivals-title' });
    expect(v.parse(newArrivalsTitleSchema, arrivals.json())).toEqual({ newArrivalsTitle: 'New Arrivals' });

    const shipping = await t.app.inject({ method: 'GET', url: '/api/settings/shipping-settings' });
    expect(v.parse(shippingSettingsSchema, shipping.json())).toEqual({
      shippingText: 'We offer free shipping within India',
      shippingEmoji1: '🚚',
      shippingEmoji2: '🪔',
    });
  });

  it('answers the pricing of TAX_RATE and the default fees until the owner sets any', async () => {
    const pricing = await t.app.inject({ method: 'GET', url: '/api/settings/pricing' });
    expect(pricing.statusCode).toBe(200);
    expect(v.parse(pricingSettingsSchema, pricing.json())).toEqual({
      taxRatePercent: 12,
      deliveryFee: 120,
      freeDeliveryThreshold: null,
      codFee: 50,
      codLimit: 10_000,
      exchangeRates: { USD: null, GBP: null },
      exportsZeroRated: false,
    });
    const otherRate = await startTestApp({ TAX_RATE: '0.18' });
    try {
      const answer = await otherRate.app.inject({ method: 'GET', url: '/api/settings/pricing' });
      expect(answer.json()).toEqual({
        taxRatePercent: 18,
        deliveryFee: 120,
        freeDeliveryThreshold: null,
        codFee: 50,
        codLimit: 10_000,
        exchangeRates: { USD: null, GBP: null },
        exportsZeroRated: false,
      });
    } finally {
      await otherRate.close();
    }
  });

  it('answers what the shop stored, and the default for a missing key', async () => {
    // Changed beside the API (another process, by hand): the change feed has the answers kept for 10 s
    // forgotten as soon as the database tells of the change, with no clock moved on.
    await t.database.db
      .update(settings)
      .set({ value: 'Bestsellers' })
      .where(eq(settings.key, 'mostPopularTitle'));
    await t.database.db.delete(settings).where(eq(settings.key, 'newArrivalsTitle'));

    await vi.waitFor(async () => {
      const popular = await t.app.inject({ method: 'GET', url: '/api/settings/most-popular-title' });
      expect(popular.json()).toEqual({ mostPopularTitle: 'Bestsellers' });
    });
    const arrivals = await t.app.inject({ method: 'GET', url: '/api/settings/new-arrivals-title' });
    expect(arrivals.json()).toEqual({ newArrivalsTitle: 'New Arrivals' });
  });
});

describe('Cache-Tag', () => {
  it.each(['most-popular-title', 'new-arrivals-title', 'shipping-settings', 'shop-contact', 'pricing'])(
    'names the settings on /api/settings/%s',
    async (key) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/settings/${key}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-tag']).toBe('settings');
    },
  );
});
