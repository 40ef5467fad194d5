/**
 * The counters of the rate limits, in the database (table `rate_limit_counters`), so that every API
 * process on one PostgreSQL database counts against the same limit: a client cannot multiply a limit
 * by the number of replicas. Each counter is a fixed window; one upsert counts a hit atomically.
 * Times come from the API's clock, as do the windows of every other limit.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema.js';

export interface WindowCount {
  hits: number;
  /** Until the window ends; 0 when no window is open. */
  msLeft: number;
}

export class RateLimitCounters {
  constructor(private readonly db: Db) {}

  /** Counts a hit on `key`; a window that has ended starts again at one hit. */
  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = new Date();
    const ended = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [counter] = await this.db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, resetAt: new Date(now.getTime() + windowMs) })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
          resetAt: sql`CASE WHEN ${ended} THEN excluded.reset_at ELSE ${rateLimitCounters.resetAt} END`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
    return { hits: counter!.hits, msLeft: counter!.resetAt.getTime() - now.getTime() };
  }

  /** The hits of `key`'s open window, without counting one. */
  async peek(key: string): Promise<WindowCount> {
    const now = new Date();
    const [counter] = await this.db
      .select({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetAt, now)));
    return counter
      ? { hits: counter.hits, msLeft: counter.resetAt.getTime() - now.getTime() }
      : { hits: 0, msLeft: 0 };
  }

  /** Deletes the counters whose window has ended (a hit would start them again anyway). */
  async deleteEnded(): Promise<void> {
    await this.db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, new Date()));
  }
}

/**
 * A store for @fastify/rate-limit over these counters. Each route limited by its `config` gets a child
 * store whose keys start with the route, so that one address has a count per route.
 */
export function databaseStore(counters: RateLimitCounters): new () => FastifyRateLimitStore {
  return class DatabaseStore implements FastifyRateLimitStore {
    private prefix = '';

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, with the route under `routeInfo`.
      const { method, url } = (options as { routeInfo: { method: string; url: string } }).routeInfo;
      const child = new DatabaseStore();
      child.prefix = `${method} ${url} `;
      return child;
    }
  };
}
