/**
 * Where the shared stores send a payload they refuse. Any remote may push into the stores, so a
 * release that pushes garbage must show up for its team, not only in a shopper's console. The stores
 * cannot report to the API themselves: @brass/shared never imports an app, and the API client
 * imports the auth store (a cycle). So whoever wants to hear of refusals registers here: the host
 * does, and sends them through its one reporter, which bounds the reports per page so a broken
 * release cannot flood the API.
 */
export type StoreName = 'toast' | 'cart' | 'auth';

export interface StoreRefusal {
  store: StoreName;
  /** The store action that was called, e.g. `addItem`. */
  action: string;
  /** Which fields were wrong and how; never the payload itself, which may hold a session token. */
  problem: string;
}

type RefusalListener = (refusal: StoreRefusal) => void;

const listeners = new Set<RefusalListener>();

/** Returns the function that stops listening. */
export function onStoreRefusal(listener: RefusalListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportStoreRefusal(refusal: StoreRefusal): void {
  console.error(`[${refusal.store} store] refused ${refusal.action}: ${refusal.problem}`);
  for (const listener of listeners) {
    try {
      listener(refusal);
    } catch {
      // A listener that fails must not turn the refusal into a crash of the remote that called.
    }
  }
}
