/**
 * localStorage that never throws: it is missing in Node and in some embedded browsers, and throws in
 * private modes or when full. A shop that cannot persist must still work for the current page.
 */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Persisting is best effort; the in-memory state stays correct.
  }
}
