import { describe, expect, it } from 'vitest';
import { chargeWeight, quotesFor } from './serviceability.js';

const now = Date.parse('2026-11-20T10:00:00+05:30');

describe('courier quotes', () => {
  it('charges by half kilos of the real or the volumetric weight, whichever is more', () => {
    const parcel = { pickup: '600001', delivery: '110001', cod: false };
    expect(chargeWeight({ ...parcel, weight: 0.2 })).toBe(0.5);
    expect(chargeWeight({ ...parcel, weight: 1.2 })).toBe(1.5);
    // 40 x 30 x 30 cm is 7.2 kg by volume.
    expect(chargeWeight({ ...parcel, weight: 2, dimensions: { length: 40, breadth: 30, height: 30 } })).toBe(
      7.5,
    );
  });

  it('adds the COD fee to the rate, not to the freight', () => {
    const prepaid = quotesFor({ pickup: '600001', delivery: '400001', weight: 1, cod: false }, now);
    const cod = quotesFor(
      { pickup: '600001', delivery: '400001', weight: 1, cod: true, declaredValue: 5000 },
      now,
    );
    for (const quote of cod) {
      const same = prepaid.find((other) => other.courier_company_id === quote.courier_company_id);
      expect(quote.freight_charge).toBe(same?.freight_charge);
      expect(quote.cod_charges).toBe(100);
      expect(quote.rate).toBe(Math.round((quote.freight_charge + 100) * 100) / 100);
    }
  });

  it('sends air couriers faster than surface ones, and nothing to army postal pincodes', () => {
    const quotes = quotesFor({ pickup: '600001', delivery: '560001', weight: 1, cod: false }, now);
    const air = quotes.filter((quote) => quote.mode === 1);
    expect(air).not.toHaveLength(0);
    const surface = quotes.filter((quote) => quote.mode === 0);
    for (const quote of air) {
      expect(Number(quote.estimated_delivery_days)).toBeLessThan(
        Math.min(...surface.map((other) => Number(other.estimated_delivery_days))),
      );
    }
    expect(quotesFor({ pickup: '600001', delivery: '900001', weight: 1, cod: false }, now)).toEqual([]);
  });
});
