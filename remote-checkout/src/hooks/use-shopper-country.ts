import type { CheckoutCountry } from '@brass/shared/address-rules';
import { useSyncExternalStore } from 'react';
import { shopperCountry } from '../utils/shopper-country';

// Another tab's choice at checkout arrives as a storage event; this tab's choice re-renders its page.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const IN_INDIA = (): CheckoutCountry => 'India';

/**
 * The shopper's country: the one chosen at checkout before, else the browser's locale. India on the
 * server, which knows neither, and so while the browser takes over the server's page, which must match
 * it; the shopper's own right after.
 */
export function useShopperCountry(): CheckoutCountry {
  return useSyncExternalStore(subscribe, shopperCountry, IN_INDIA);
}
