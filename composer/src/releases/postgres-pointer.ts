import pg from 'pg';
import { folderPointer } from './folder-pointer.ts';
import { damagedPointer, EMPTY_POINTER, type LivePointer } from './live-pointer.ts';
import type { PointerStore, PointerWrite } from './pointer-store.ts';
import { POINTER_CHANNEL, pointerNotifications } from './postgres-pointer-notifications.ts';
import { readPointerRows, writePointerRows } from './postgres-pointer-rows.ts';
import { createPointerTables } from './postgres-pointer-tables.ts';
import { postgresSharedState } from './postgres-shared-state.ts';

/**
 * The pointer of the releases in `root` kept in PostgreSQL, for servers on several machines: a change
 * is one transaction, and every server LISTENing hears of it as soon as it commits. Its rows are those
 * of `store`, what the pointer's ids name releases in: the folder, or the bucket every server fetches
 * its releases from into a folder of its own.
 */
export function postgresPointer(connectionString: string, root: string, store = root): PointerStore {
  // Idle connections close by themselves, so that a command ends without being told to.
  const pool = new pg.Pool({
    connectionString,
    max: 4,
    allowExitOnIdle: true,
    application_name: 'brass-pointer',
  });
  // An idle connection the server dropped is replaced on the next query; unheard, it would end the process.
  pool.on('error', () => undefined);
  const name = `the pointer of ${store} in PostgreSQL`;
  /** One change of the store's rows, in one transaction; the tables are there. */
  const changeRows = async <T>(change: (pointer: LivePointer) => Promise<PointerWrite<T>>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // The store's own row, locked: every change of this pointer waits for the one before to commit,
      // and then reads what it wrote.
      await client.query('INSERT INTO release_pointers (store) VALUES ($1) ON CONFLICT DO NOTHING', [store]);
      await client.query('SELECT version FROM release_pointers WHERE store = $1 FOR UPDATE', [store]);
      const pointer = await readPointerRows(client, store, name);
      if (pointer && 'problem' in pointer) throw damagedPointer(pointer.problem);
      const previous = pointer ?? EMPTY_POINTER;
      const { next, answer } = await change(previous);
      if (next) {
        await writePointerRows(client, store, previous, next);
        await client.query('UPDATE release_pointers SET version = version + 1 WHERE store = $1', [store]);
        // Delivered when the transaction commits, and only then.
        await client.query('SELECT pg_notify($1, $2)', [POINTER_CHANNEL, store]);
      }
      await client.query('COMMIT');
      return answer;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  /**
   * A shop that kept its pointer in `live.json` and is given a database keeps its live releases and
   * history: the first use of a folder's store with no rows takes them over from its `live.json`, once,
   * under the store's lock. The file is left as it was, and read no more. A bucket's store adopts
   * nothing: a folder's `live.json` does not say what the bucket holds.
   */
  const adoptLiveJson = async () => {
    if (store !== root) return;
    const file = await folderPointer(root).load();
    if (!file) return;
    if ('problem' in file) throw damagedPointer(file.problem);
    await changeRows(async (pointer) => ({
      next: pointer.history.length === 0 && Object.keys(pointer.live).length === 0 ? file : undefined,
      answer: undefined,
    }));
  };
  let tables: Promise<void> | undefined;
  const ready = () =>
    (tables ??= createPointerTables(pool)
      .then(adoptLiveJson)
      .catch((error: unknown) => {
        tables = undefined;
        throw error;
      }));
  const load = async () => {
    await ready();
    return readPointerRows(pool, store, name);
  };
  return {
    ...postgresSharedState(pool, store, ready),
    root,
    name,
    load,
    async signature() {
      await ready();
      const { rows } = await pool.query<{ version: string }>(
        'SELECT version FROM release_pointers WHERE store = $1',
        [store],
      );
      return rows[0]?.version ?? '0';
    },
    async change<T>(change: (pointer: LivePointer) => Promise<PointerWrite<T>>): Promise<T> {
      await ready();
      return changeRows(change);
    },
    notifications: pointerNotifications(connectionString, store),
    close: () => pool.end(),
  };
}
