import { apiClient } from '@brass/shared/api';
import type { PricingSettings } from '@brass/shared/contracts/checkout';
import { useServerAnswer } from '@brass/shared/server-data';
import { useRequest } from '@brass/shared/use-request';

async function getPricing(signal: AbortSignal): Promise<PricingSettings> {
  const { data } = await apiClient.get<PricingSettings>('/api/settings/pricing', { signal });
  return data;
}

const pricingKey = (attempt: number) => `pricing#${attempt}`;

/**
 * What the cart's summary reads as soon as the shopper's lines are in: the server fetches it with the
 * cart's shell, so the summary is rendered whole at once instead of growing when the pricing arrives.
 */
export function cartPricingCalls(signal: AbortSignal): Record<string, Promise<unknown>> {
  return { [pricingKey(0)]: getPricing(signal) };
}

/**
 * The tax rate, the cart page's delivery fee and the free-delivery threshold the server prices orders
 * with, so that the summary shows what the shopper will be charged. Asked only while a summary is
 * `needed` (a cart to price); a new `attempt` asks again. The first starts from the pricing the page's
 * shell was rendered with, when there is one.
 */
export function useCartPricing(attempt: number, needed: boolean) {
  return useRequest(needed ? pricingKey(attempt) : null, getPricing, useServerAnswer(pricingKey(0)));
}
