import { apiClient } from '@brass/shared/api-client';
import type { PricingSettings } from '@brass/shared/contract';
import { useRequest } from '@brass/shared/use-request';

async function getPricing(signal: AbortSignal): Promise<PricingSettings> {
  const { data } = await apiClient.get<PricingSettings>('/api/settings/pricing', { signal });
  return data;
}

/**
 * The tax rate, the cart page's delivery fee and the free-delivery threshold the server prices orders
 * with, so that the summary shows what the shopper will be charged. Asked only while a summary is
 * `needed` (a cart to price); a new `attempt` asks again.
 */
export function usePricing(attempt: number, needed: boolean) {
  return useRequest(needed ? `pricing#${attempt}` : null, getPricing);
}
