import type { PricingSettings } from '@brass/shared/contracts/checkout';
import { abroadKeys, lutNumberKey, storedExchangeRates } from './abroad.js';
import { storedNumber } from './stored-number.js';

/** The pricing settings the owner sets as one number each (or, for the threshold, none). */
type PricingAmounts = Omit<PricingSettings, 'exchangeRates' | 'exportsZeroRated'>;

/**
 * Where each pricing amount is kept in the settings table. A setting the owner never changed has no
 * row and is the shop's default; a free-delivery threshold left empty has none either.
 */
export const pricingKeys = {
  taxRatePercent: 'taxRatePercent',
  deliveryFee: 'cartDeliveryFee',
  freeDeliveryThreshold: 'freeDeliveryThreshold',
  codFee: 'codFee',
  codLimit: 'codLimit',
} as const satisfies Record<keyof PricingAmounts, string>;

/** Every row the pricing is read from: the amounts, the exchange rates and the LUT that zero-rates exports. */
export const pricingStoreKeys = [...Object.values(pricingKeys), ...abroadKeys];

/** The pricing the shop charges: each setting as stored, or else its default. */
export function storedPricing(stored: Map<string, string>, defaults: PricingSettings): PricingSettings {
  const rates = storedExchangeRates(stored);
  return {
    taxRatePercent: storedNumber(stored, pricingKeys.taxRatePercent) ?? defaults.taxRatePercent,
    deliveryFee: storedNumber(stored, pricingKeys.deliveryFee) ?? defaults.deliveryFee,
    freeDeliveryThreshold:
      storedNumber(stored, pricingKeys.freeDeliveryThreshold) ?? defaults.freeDeliveryThreshold,
    codFee: storedNumber(stored, pricingKeys.codFee) ?? defaults.codFee,
    codLimit: storedNumber(stored, pricingKeys.codLimit) ?? defaults.codLimit,
    exchangeRates: {
      USD: rates.USD ?? defaults.exchangeRates.USD,
      GBP: rates.GBP ?? defaults.exchangeRates.GBP,
    },
    // An export is zero-rated only under a letter of undertaking the owner filed and gave the number of.
    exportsZeroRated: Boolean(stored.get(lutNumberKey)?.trim()) || defaults.exportsZeroRated,
  };
}

/**
 * Each pricing amount given as the table keeps it: its key and its text, or null for no row. A
 * setting left out (undefined) is not among them, so a save without it leaves it as stored.
 */
export function pricingEntries(pricing: Partial<PricingAmounts>): [string, string | null][] {
  return Object.entries(pricingKeys).flatMap(([field, key]): [string, string | null][] => {
    const value = pricing[field as keyof PricingAmounts];
    if (value === undefined) return [];
    return [[key, value === null ? null : String(value)]];
  });
}
