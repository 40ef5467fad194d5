import type pg from 'pg';
import type { AppName } from '@brass/shared/runtime-config';
import { checkPointer, type LivePointer, type PointerEvent } from './live-pointer.ts';

interface AppRow {
  app: AppName;
  live_id: string | null;
  canary_id: string | null;
  canary_percent: number | null;
  canary_started_at: string | null;
}
interface HistoryRow {
  app: AppName;
  release_id: string;
  action: PointerEvent['action'];
  at: string;
  details: Omit<PointerEvent, 'app' | 'id' | 'action' | 'at'>;
}
interface RouteRow {
  path: string;
  app: AppName;
}

/** One statement, so the apps, the history and the routes come from the same moment. */
const POINTER_ROWS = `
  SELECT
    (SELECT coalesce(json_agg(a), '[]') FROM
      (SELECT app, live_id, canary_id, canary_percent, canary_started_at
         FROM release_pointer_apps WHERE store = $1) a) AS apps,
    (SELECT coalesce(json_agg(h ORDER BY h.entry), '[]') FROM
      (SELECT entry, app, release_id, action, at, details
         FROM release_pointer_history WHERE store = $1) h) AS history,
    (SELECT coalesce(json_agg(r), '[]') FROM
      (SELECT path, app FROM release_pointer_routes WHERE store = $1) r) AS routes`;

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** The pointer a store's rows hold; undefined before its first change, or what is wrong with it. */
export async function readPointerRows(
  client: pg.Pool | pg.ClientBase,
  store: string,
  source: string,
): Promise<LivePointer | undefined | { problem: string }> {
  const { rows } = await client.query<{ apps: AppRow[]; history: HistoryRow[]; routes: RouteRow[] }>(
    POINTER_ROWS,
    [store],
  );
  const { apps, history, routes } = rows[0]!;
  if (apps.length === 0 && history.length === 0) return undefined;
  const canaries = apps.filter((row) => row.canary_id !== null);
  return checkPointer(
    {
      live: Object.fromEntries(
        apps.filter((row) => row.live_id !== null).map((row) => [row.app, row.live_id]),
      ),
      history: history.map((row) => ({
        app: row.app,
        id: row.release_id,
        action: row.action,
        at: iso(row.at),
        ...row.details,
      })),
      ...(routes.length > 0 ? { routes: Object.fromEntries(routes.map((row) => [row.path, row.app])) } : {}),
      ...(canaries.length > 0
        ? {
            canary: Object.fromEntries(
              canaries.map((row) => [
                row.app,
                { id: row.canary_id, percent: row.canary_percent, startedAt: iso(row.canary_started_at!) },
              ]),
            ),
          }
        : {}),
    },
    source,
  );
}

/**
 * Writes `next` over `previous` in the transaction `client` holds: the history only ever grows, so
 * its new entries are appended; the apps and the moved routes are written whole.
 */
export async function writePointerRows(
  client: pg.ClientBase,
  store: string,
  previous: LivePointer,
  next: LivePointer,
): Promise<void> {
  if (next.history.length < previous.history.length)
    throw new Error('The history of the pointer only grows: a change cannot take entries out of it');
  for (const { app, id, action, at, ...details } of next.history.slice(previous.history.length))
    await client.query(
      `INSERT INTO release_pointer_history (store, app, release_id, action, at, details)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [store, app, id, action, at, JSON.stringify(details)],
    );
  await client.query('DELETE FROM release_pointer_apps WHERE store = $1', [store]);
  const apps = new Set([...Object.keys(next.live), ...Object.keys(next.canary ?? {})] as AppName[]);
  for (const app of apps) {
    const canary = next.canary?.[app];
    await client.query(
      `INSERT INTO release_pointer_apps (store, app, live_id, canary_id, canary_percent, canary_started_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        store,
        app,
        next.live[app] ?? null,
        canary?.id ?? null,
        canary?.percent ?? null,
        canary?.startedAt ?? null,
      ],
    );
  }
  await client.query('DELETE FROM release_pointer_routes WHERE store = $1', [store]);
  for (const [path, app] of Object.entries(next.routes ?? {}))
    await client.query('INSERT INTO release_pointer_routes (store, path, app) VALUES ($1, $2, $3)', [
      store,
      path,
      app,
    ]);
}
