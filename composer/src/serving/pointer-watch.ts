import type { PointerStore } from '../releases/pointer-store.ts';

/** The first wait before listening again after the notifications were lost; it doubles up to the cap. */
export const RELISTEN_FIRST_MS = 500;
const RELISTEN_CAP_MS = 30_000;

export interface PointerWatchOptions {
  /** How often the pointer is looked at when nothing tells of its changes. */
  pollMs: number;
  relistenMs?: number;
  log: (message: string) => void;
}

/**
 * Calls `look` whenever the pointer may have changed: on each notification of a store that sends
 * them, otherwise every `pollMs`. When the notifications are lost it looks every `pollMs` as well,
 * and tries to listen again, waiting longer after each failure; the loss and the recovery are
 * logged once each.
 */
export class PointerWatch {
  #timer: NodeJS.Timeout | undefined;
  #retry: NodeJS.Timeout | undefined;
  #stopListening: (() => Promise<void>) | undefined;
  #lost = false;
  #stopped = false;
  #relistenMs: number;

  constructor(
    private readonly store: PointerStore,
    private readonly look: () => Promise<void>,
    private readonly options: PointerWatchOptions,
  ) {
    this.#relistenMs = options.relistenMs ?? RELISTEN_FIRST_MS;
  }

  async start(): Promise<void> {
    if (this.store.notifications) await this.#listen();
    else this.#poll();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    clearTimeout(this.#retry);
    await this.#stopListening?.();
  }

  async #listen(): Promise<void> {
    try {
      this.#stopListening = await this.store.notifications!.listen(
        () => void this.look(),
        (error) => this.#lose(error),
      );
    } catch (error) {
      this.#lose(error as Error);
      return;
    }
    if (this.#stopped) return void (await this.#stopListening());
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#relistenMs = this.options.relistenMs ?? RELISTEN_FIRST_MS;
    if (this.#lost) {
      this.#lost = false;
      this.options.log(`listening to ${this.store.name} again`);
    }
    // A change made while nobody listened was told to nobody.
    void this.look();
  }

  #lose(error: Error): void {
    if (this.#stopped) return;
    if (!this.#lost)
      this.options.log(
        `lost the notifications of ${this.store.name} (${error.message}); looking at it every ${this.options.pollMs} ms until they are back`,
      );
    this.#lost = true;
    this.#stopListening = undefined;
    this.#poll();
    this.#retry = setTimeout(() => void this.#listen(), this.#relistenMs);
    this.#retry.unref();
    this.#relistenMs = Math.min(this.#relistenMs * 2, RELISTEN_CAP_MS);
  }

  #poll(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.look(), this.options.pollMs);
    this.#timer.unref();
  }
}
