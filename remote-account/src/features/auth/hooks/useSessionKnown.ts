import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * Whether this render knows the shopper's session: false when the page is rendered on the server,
 * which has none (it lives in the shopper's browser), true in the browser from the first render on.
 */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
