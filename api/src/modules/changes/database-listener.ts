/**
 * LISTEN on the channel the change triggers notify (migration 0024_change_feed), on either driver.
 */
import { listenOnOwnConnection } from '@brass/composer/postgres-listener';
import type { Database } from '../../db/client.js';

const changesChannel = 'brass_changes';

export interface ChangeListener {
  /**
   * Resolves once the database delivers the channel's notifications to `onPayload`, with the way to
   * stop; `onLost` is called once if the connection drops afterwards (nothing more is delivered).
   */
  listen(onPayload: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
}

export function changeListenerOf(database: Database): ChangeListener {
  if (database.driver === 'pglite') {
    // The embedded database has no connection to lose; it delivers a transaction's notifications after
    // its commit, as PostgreSQL does.
    return {
      async listen(onPayload) {
        const unlisten = await database.client.listen(changesChannel, onPayload);
        // After the database has closed there is nothing left to stop.
        return () => unlisten().catch(() => undefined);
      },
    };
  }
  const { options } = database.pool;
  return {
    listen: (onPayload, onLost) =>
      listenOnOwnConnection(
        { ...options, application_name: 'brass-changes' },
        changesChannel,
        onPayload,
        onLost,
      ),
  };
}
