/**
 * A small in-process cache for values that are costly to compute and may be a little stale, such as
 * catalogue counts. It keeps the promise, so concurrent requests for a missing key share one load; a
 * failed load is forgotten at once. Oldest entries go first when the cache is full.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const value = load();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Forgets every value, for a change that must show at once. */
  clear(): void {
    this.entries.clear();
  }
}
