import type { PricingSettings } from '@brass/shared/contract';

/**
 * Where each pricing setting is kept in the settings table. A setting the owner never changed has no
 * row and is the shop's default; a free-delivery threshold left empty has none either.
 */
export const pricingKeys = {
  taxRatePercent: 'taxRatePercent',
  deliveryFee: 'cartDeliveryFee',
  freeDeliveryThreshold: 'freeDeliveryThreshold',
} as const satisfies Record<keyof PricingSettings, string>;

/** A stored number; a row that is no number (edited by hand) counts as not stored. */
function storedNumber(stored: Map<string, string>, key: string): number | undefined {
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
  };
}

/** Each pricing setting as the table keeps it: its key and its text, or null for no row. */
export function pricingEntries(pricing: PricingSettings): [string, string | null][] {
  return Object.entries(pricingKeys).map(([field, key]) => {
    const value = pricing[field as keyof PricingSettings];
    return [key, value === null ? null : String(value)];
  });
}
