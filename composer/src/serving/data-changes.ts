import { EventSourceParserStream } from 'eventsource-parser/stream';
import { setTimeout as sleep } from 'node:timers/promises';

/** Where the API streams the cache tags of each change to its data (Server-Sent Events). */
export const CHANGES_PATH = '/api/changes';

/** The wait before following the API's changes again after the stream ended: doubled each time, capped. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

export interface DataChangeListener {
  /** The data named by these cache tags changed. */
  changed(tags: string[]): void;
  /**
   * The stream ended: changes made from now until it is back may never be told, so nothing cached so
   * far can be trusted.
   */
  lost(): void;
}

/**
 * Follows the API's stream of data changes (`GET /api/changes`) for as long as the server runs. The
 * API writes `event: ready` once its own database listener is up, then one event per change with the
 * cache tags it touched. Pages may be served from a cache only while `following` is true: between a
 * lost stream and the next `ready`, a change could pass unseen.
 */
export class DataChanges {
  #following = false;
  #stopped = false;
  #current: AbortController | undefined;
  #apiBase: string | undefined;

  constructor(
    private readonly apiBase: () => string,
    private readonly listener: DataChangeListener,
  ) {}

  /** Whether every change since the last `lost` will be told. */
  get following(): boolean {
    return this.#following && this.#apiBase === this.apiBase();
  }

  start(): this {
    void this.#follow();
    return this;
  }

  stop(): void {
    this.#stopped = true;
    this.#current?.abort();
  }

  async #follow(): Promise<void> {
    for (let failures = 0; !this.#stopped;) {
      const told = await this.#followOnce();
      if (this.#following) this.listener.lost();
      this.#following = false;
      if (this.#stopped) return;
      failures = told ? 1 : failures + 1;
      await sleep(Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS));
    }
  }

  /** Reads the stream until it ends; whether it was ever ready. */
  async #followOnce(): Promise<boolean> {
    const controller = new AbortController();
    this.#current = controller;
    const apiBase = this.apiBase();
    let ready = false;
    try {
      const response = await fetch(new URL(CHANGES_PATH, apiBase), {
        headers: { Accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) return false;
      const events = response.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream())
        .getReader();
      for (let next = await events.read(); !next.done; next = await events.read()) {
        const event = next.value;
        if (event.event === 'ready') {
          ready = true;
          this.#apiBase = apiBase;
          // Whatever was cached while the stream was down may be stale: forgotten before trusting the cache.
          this.listener.lost();
          this.#following = true;
        } else if (ready && event.event === undefined) {
          const tags = tagsOf(event.data);
          // A change the server cannot read is treated as a change to everything.
          if (tags) this.listener.changed(tags);
          else this.listener.lost();
        }
        // The API moved: this stream says nothing about the new one's data.
        if (apiBase !== this.apiBase()) break;
      }
    } catch {
      // A refused connection, a reset or an abort: the stream is followed again unless stopped.
    } finally {
      controller.abort();
    }
    return ready;
  }
}

function tagsOf(data: string): string[] | undefined {
  try {
    const { tags } = JSON.parse(data) as { tags?: unknown };
    return Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') ? tags : undefined;
  } catch {
    return undefined;
  }
}
