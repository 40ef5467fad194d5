/**
 * LISTEN on the channel the change triggers notify (migration 0024_change_feed), on either driver.
 */
import pg from 'pg';
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
    async listen(onPayload, onLost) {
      // A dedicated connection: a pooled one is handed to other queries and its LISTEN would go with it.
      const client = new pg.Client({
        ...options,
        // Named, so that the database's view of its sessions tells it apart from the pool's.
        application_name: 'brass-changes',
        // Notices a connection a failover left half-open, which would otherwise wait silently.
        keepAlive: true,
      });
      let listening = false;
      let stopped = false;
      const lose = (error: Error) => {
        if (!listening || stopped) return;
        listening = false;
        client.end().catch(() => undefined);
        onLost(error);
      };
      // Unheard, a connection error would end the process; before LISTEN it rejects `connect` or the query.
      client.on('error', lose);
      client.on('end', () => lose(new Error('The change feed’s database connection ended')));
      client.on('notification', (message) => {
        if (message.channel === changesChannel && message.payload) onPayload(message.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${changesChannel}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      listening = true;
      return async () => {
        stopped = true;
        await client.end().catch(() => undefined);
      };
    },
  };
}
