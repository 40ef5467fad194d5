import type pg from 'pg';

/**
 * The pointer's tables, and those of what servers share beside it (canary page loads per server, the
 * preview key), each row keyed by `store`: the releases storage it points into (a releases
 * folder's absolute path), so several release stores share one database without pointing into each
 * other's releases. The composer owns them, not the API's migrations: `pnpm promote` runs without
 * the API.
 */
const POINTER_TABLES = `
  CREATE TABLE IF NOT EXISTS release_pointers (
    store text PRIMARY KEY,
    version bigint NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS release_pointer_apps (
    store text NOT NULL,
    app text NOT NULL,
    live_id text,
    canary_id text,
    canary_percent integer,
    canary_started_at timestamptz,
    PRIMARY KEY (store, app)
  );
  CREATE TABLE IF NOT EXISTS release_pointer_history (
    entry bigserial PRIMARY KEY,
    store text NOT NULL,
    app text NOT NULL,
    release_id text NOT NULL,
    action text NOT NULL,
    at timestamptz NOT NULL,
    details jsonb NOT NULL DEFAULT '{}'
  );
  CREATE INDEX IF NOT EXISTS release_pointer_history_by_store ON release_pointer_history (store, entry);
  CREATE TABLE IF NOT EXISTS release_pointer_routes (
    store text NOT NULL,
    path text NOT NULL,
    app text NOT NULL,
    PRIMARY KEY (store, path)
  );
  CREATE TABLE IF NOT EXISTS release_canary_views (
    store text NOT NULL,
    app text NOT NULL,
    canary_id text NOT NULL,
    started_at timestamptz NOT NULL,
    server text NOT NULL,
    live_views bigint NOT NULL,
    canary_views bigint NOT NULL,
    PRIMARY KEY (store, app, canary_id, started_at, server)
  );
  CREATE TABLE IF NOT EXISTS release_preview_keys (
    store text PRIMARY KEY,
    key text NOT NULL
  );
`;

/** Any fixed number: the lock only keeps two first uses from creating the same tables at once. */
const TABLES_LOCK = 8_008_0028;

/**
 * Creates the tables if they are not there yet. Two CREATE TABLE IF NOT EXISTS at the same moment
 * can still collide in the catalog, hence the lock around them.
 */
export async function createPointerTables(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [TABLES_LOCK]);
    await client.query(POINTER_TABLES);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
