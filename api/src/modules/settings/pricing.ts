import type { PricingSettings } from '@brass/shared/contracts/checkout';

/**
 * Where each pricing setting is kept in the settings table. A setting the owner never changed has no
 * row and is the shop's default; a free-delivery threshold left empty has none either.
 */
export const pricingKeys = {
  taxRatePercent: 'taxRatePercent',
  deliveryFee: 'cartDeliveryFee',
  freeDeliveryThreshold: 'freeDeliveryThreshold',
  codFee: 'codFee',
  codLimit: 'codLimit',
} as const satisfies Record<keyof PricingSettings, string>;

/** A stored number; a row that is no number (edited by hand) counts as not stored. */
export function storedNumber(stored: Map<string, string>, key: string): number | undefined {
  const text = stored.get(key)?.trim();
  const value = text ? Number(text) : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
}

/** The pricing the shop charges: each setting as stored, or else its default. */
export function storedPricing(stored: Map<string, string>, defaults: PricingSettings): PricingSettings {
  return {
    taxRatePercent: storedNumber(stored, pricingKeys.taxRatePercent) ?? defaults.taxRatePercent,
    deliveryFee: storedNumber(stored, pricingKeys.deliveryFee) ?? defaults.deliveryFee,
    freeDeliveryThreshold:
      storedNumber(stored, pricingKeys.freeDeliveryThreshold) ?? defaults.freeDeliveryThreshold,
    codFee: storedNumber(stored, pricingKeys.codFee) ?? defaults.codFee,
    codLimit: storedNumber(stored, pricingKeys.codLimit) ?? defaults.codLimit,
  };
}

/**
 * Each pricing setting given as the table keeps it: its key and its text, or null for no row. A
 * setting left out (undefined) is not among them, so a save without it leaves it as stored.
 */
export function pricingEntries(pricing: Partial<PricingSettings>): [string, string | null][] {
  return Object.entries(pricingKeys).flatMap(([field, key]): [string, string | null][] => {
    const value = pricing[field as keyof PricingSettings];
    if (value === undefined) return [];
    return [[key, value === null ? null : String(value)]];
  });
}
