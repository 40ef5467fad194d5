import { apiClient } from '@brass/shared/api';
import type { Settings, ShippingSettings } from '@brass/shared/contracts/catalog';
import { useRequest } from '@brass/shared/use-request';
import { useServerAnswer } from '@brass/shared/server-data';

async function getSetting<K extends keyof Settings>(path: string, field: K, signal: AbortSignal) {
  const response = await apiClient.get<Pick<Settings, K>>(path, { signal });
  return response.data[field];
}

export function getMostPopularTitle(signal: AbortSignal): Promise<string> {
  return getSetting('/api/settings/most-popular-title', 'mostPopularTitle', signal);
}

export function getNewArrivalsTitle(signal: AbortSignal): Promise<string> {
  return getSetting('/api/settings/new-arrivals-title', 'newArrivalsTitle', signal);
}

export async function getShippingSettings(signal: AbortSignal): Promise<ShippingSettings> {
  const response = await apiClient.get<ShippingSettings>('/api/settings/shipping-settings', { signal });
  return response.data;
}

/** The section title from settings, or `fallback` while it loads and when it cannot be had. */
function useTitle(key: string, load: (signal: AbortSignal) => Promise<string>, fallback: string) {
  const title = useRequest(key, load, useServerAnswer(key));
  return title.status === 'success' && title.data ? title.data : fallback;
}

export function useMostPopularTitle(): string {
  return useTitle('most-popular-title', getMostPopularTitle, 'Most Popular');
}

export function useNewArrivalsTitle(): string {
  return useTitle('new-arrivals-title', getNewArrivalsTitle, 'New Arrivals');
}

export function useShippingSettings() {
  return useRequest('shipping-settings', getShippingSettings, useServerAnswer('shipping-settings'));
}
