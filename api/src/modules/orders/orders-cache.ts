import type { Order } from '@brass/shared/contracts/orders';
import { LRUCache } from 'lru-cache';
import { finishDroppedLoads } from '../../lib/finish-dropped-loads.js';

/**
 * How long another API process's change to an order (the retry job booking an AWB, the owner moving
 * it on) may take to show in this process's lists. Changes made here show at once (`changed`).
 */
const ordersCacheTtlMs = 2000;

/**
 * Each shopper's orders as My Orders lists them, kept by this process for a moment under the shopper's
 * id: the list is read on every visit and took three queries, while orders change a few times a minute.
 * Any change to any order forgets every list, after it is committed, so a shopper never sees an order
 * as it was before a change this process made.
 */
export class OrdersCache {
  private readonly lists = new LRUCache<string, Order[], () => Promise<Order[]>>({
    ...finishDroppedLoads,
    max: 10_000,
    ttl: ordersCacheTtlMs,
    fetchMethod: (_userId, _stale, { context: load }) => load(),
  });

  of(userId: string, load: () => Promise<Order[]>): Promise<Order[]> {
    return this.lists.forceFetch(userId, { context: load });
  }

  changed(): void {
    this.lists.clear();
  }
}
