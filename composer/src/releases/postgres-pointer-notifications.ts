import pg from 'pg';
import type { PointerNotifications } from './pointer-store.ts';

/** The channel every change of a pointer notifies, with the store it changed as the payload. */
export const POINTER_CHANNEL = 'brass_release_pointer';

/** Names the listening sessions, so that the database's view of its sessions tells them apart. */
export const POINTER_LISTENER_NAME = 'brass-pointer-listener';

/**
 * LISTEN on a dedicated connection (a pooled one is handed to other queries, and its LISTEN would go
 * with it), telling of the changes of one store's pointer until the connection is lost.
 */
export function pointerNotifications(connectionString: string, store: string): PointerNotifications {
  return {
    async listen(onChange, onLost) {
      const client = new pg.Client({
        connectionString,
        application_name: POINTER_LISTENER_NAME,
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
      client.on('end', () => lose(new Error('the connection ended')));
      client.on('notification', (message) => {
        if (message.channel === POINTER_CHANNEL && message.payload === store) onChange();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${POINTER_CHANNEL}`);
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
