import { apiClient } from '@brass/shared/api';
import type { PricingSettings } from '@brass/shared/contracts/checkout';
import { useRequest } from '@brass/shared/use-request';

async function getPricing(signal: AbortSignal): Promise<PricingSettings> {
  const { data } = await apiClient.get<PricingSettings>('/api/settings/pricing', { signal });
  return data;
}

/**
 * The shop's pricing settings, for the exchange rates the owner set; asked only while `needed` (an
 * order shipped abroad, whose total is also shown in the shopper's currency).
 */
export function usePricing(needed: boolean) {
  return useRequest(needed ? 'pricing' : null, getPricing);
}
