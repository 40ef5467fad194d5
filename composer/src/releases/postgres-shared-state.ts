import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { SharedState } from './pointer-store.ts';

/**
 * What every server shares beside the pointer of `store` (its releases folder, or its bucket), in
 * PostgreSQL: one row per server per canary run, and one preview key. `ready` makes sure the tables
 * are there.
 */
export function postgresSharedState(pool: pg.Pool, store: string, ready: () => Promise<void>): SharedState {
  return {
    async writeCanaryViews(server, app, canary, views) {
      await ready();
      await pool.query(
        `INSERT INTO release_canary_views (store, app, canary_id, started_at, server, live_views, canary_views)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (store, app, canary_id, started_at, server)
         DO UPDATE SET live_views = excluded.live_views, canary_views = excluded.canary_views`,
        [store, app, canary.id, canary.startedAt, server, views.live, views.canary],
      );
    },
    async canaryViews(app, canary) {
      await ready();
      const { rows } = await pool.query<{ live: string; canary: string }>(
        `SELECT coalesce(sum(live_views), 0) AS live, coalesce(sum(canary_views), 0) AS canary
           FROM release_canary_views
          WHERE store = $1 AND app = $2 AND canary_id = $3 AND started_at = $4`,
        [store, app, canary.id, canary.startedAt],
      );
      return { live: Number(rows[0]!.live), canary: Number(rows[0]!.canary) };
    },
    async previewKey() {
      await ready();
      // When two make one at once, the first to commit keeps it and both read it.
      await pool.query(
        'INSERT INTO release_preview_keys (store, key) VALUES ($1, $2) ON CONFLICT (store) DO NOTHING',
        [store, randomBytes(32).toString('hex')],
      );
      const { rows } = await pool.query<{ key: string }>(
        'SELECT key FROM release_preview_keys WHERE store = $1',
        [store],
      );
      return rows[0]!.key;
    },
  };
}
