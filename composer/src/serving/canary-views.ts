import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppName } from '@brass/shared/runtime-config';
import type { Canary } from '../releases/live-pointer.ts';
import type { CanaryViewCounts, SharedState } from '../releases/pointer-store.ts';

/**
 * Counts the pages this server composes on each side of each canary and writes its totals beside the
 * pointer every `flushMs`: a count kept in memory alone would be lost with a restart and unseen by
 * the other servers.
 */
export class CanaryViews {
  readonly #counts = new Map<string, { app: AppName; canary: Canary; views: CanaryViewCounts }>();
  readonly #dirty = new Set<string>();
  readonly #timer: NodeJS.Timeout;
  readonly #server = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly shared: SharedState,
    flushMs = 1_000,
  ) {
    this.#timer = setInterval(() => void this.flush(), flushMs);
    this.#timer.unref();
  }
  count(app: AppName, canary: Canary, inCanary: boolean): void {
    const key = `${app}/${canary.id}/${canary.startedAt}`;
    const entry = this.#counts.get(key) ?? { app, canary, views: { live: 0, canary: 0 } };
    entry.views[inCanary ? 'canary' : 'live'] += 1;
    this.#counts.set(key, entry);
    this.#dirty.add(key);
  }

  async flush(): Promise<void> {
    const keys = [...this.#dirty];
    this.#dirty.clear();
    await Promise.all(
      keys.map(async (key) => {
        const { app, canary, views } = this.#counts.get(key)!;
        await this.shared.writeCanaryViews(this.#server, app, canary, { ...views });
      }),
    ).catch((error: unknown) => console.warn(`[composer] canary page loads not written: ${String(error)}`));
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }
}
