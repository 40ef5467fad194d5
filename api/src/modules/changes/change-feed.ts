/**
 * The database's changes as this process hears them: each notification of the change triggers is
 * handed on as its list of cache tags to every subscriber (the in-process caches, each open
 * /api/changes stream), in the order they subscribed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { retryDelayMs } from '../../lib/backoff.js';
import type { ChangeListener } from './database-listener.js';

export interface ChangeSubscriber {
  /** The listener is in place: from now on every change is handed on, until `lost`. */
  ready(): void;
  change(tags: string[]): void;
  /** The listener's connection dropped: changes may be missed until the next `ready`. */
  lost(): void;
}

/** The first wait before listening again after a lost connection, and the longest. */
const reconnectBackoff = { firstMs: 250, maxMs: 10_000 };

const tagsOf = (payload: string): string[] => payload.split(',').filter((tag) => tag !== '');

export class ChangeFeed {
  private readonly subscribers = new Set<ChangeSubscriber>();
  private listening = false;
  private stopped = false;
  private stopListening: (() => Promise<void>) | undefined;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly listener: ChangeListener,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** True while changes are handed on; a subscriber that joins now is ready at once. */
  get isListening(): boolean {
    return this.listening;
  }

  /** Returns the way to leave. */
  subscribe(subscriber: ChangeSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Listens, and after a lost connection listens again, waiting longer after each failed attempt. */
  start(): Promise<void> {
    return this.listen(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.stopListening?.();
  }

  private async listen(failures: number): Promise<void> {
    try {
      const stop = await this.listener.listen(
        (payload) => this.emit((subscriber) => subscriber.change(tagsOf(payload))),
        (error) => this.lose(error),
      );
      if (this.stopped) return await stop();
      this.stopListening = stop;
      this.listening = true;
      this.emit((subscriber) => subscriber.ready());
    } catch (error) {
      if (this.stopped) return;
      this.log.warn({ err: error }, 'Cannot listen for database changes; trying again');
      this.retryAfter(failures + 1);
    }
  }

  private lose(error: Error): void {
    this.listening = false;
    this.stopListening = undefined;
    if (this.stopped) return;
    this.log.warn({ err: error }, 'The change feed lost its database connection; listening again');
    this.emit((subscriber) => subscriber.lost());
    this.retryAfter(1);
  }

  private retryAfter(failures: number): void {
    this.retry = setTimeout(() => void this.listen(failures), retryDelayMs(failures, reconnectBackoff));
  }

  private emit(call: (subscriber: ChangeSubscriber) => void): void {
    for (const subscriber of [...this.subscribers]) call(subscriber);
  }
}
