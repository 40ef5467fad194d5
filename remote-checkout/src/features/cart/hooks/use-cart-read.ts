import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * Whether this render knows the shopper's cart: false when the page is rendered on the server, which has
 * no cart to read (it lives in the shopper's browser), true in the browser from the first render on.
 */
export function useCartRead(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
