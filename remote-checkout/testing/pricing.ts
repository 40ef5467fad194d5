import { DEFAULT_COD_FEE, DEFAULT_COD_LIMIT } from '@brass/shared/cash-on-delivery';
import type { PricingSettings } from '@brass/shared/contracts/checkout';
import { answer } from '@brass/shared/testing/api-mock';

/**
 * The shop's pricing with nothing set by the owner: 12 percent tax, ₹120 on the cart page, never free,
 * no exchange rates, and exports taxed as at home (no letter of undertaking).
 */
export const defaultPricing: PricingSettings = {
  taxRatePercent: 12,
  deliveryFee: 120,
  freeDeliveryThreshold: null,
  codFee: DEFAULT_COD_FEE,
  codLimit: DEFAULT_COD_LIMIT,
  exchangeRates: { USD: null, GBP: null },
  exportsZeroRated: false,
};

/** Answers the shop's pricing: the defaults, with `changes` the owner made. */
export function answerPricing(changes: Partial<PricingSettings> = {}): void {
  answer('GET /api/settings/pricing', { ...defaultPricing, ...changes });
}
