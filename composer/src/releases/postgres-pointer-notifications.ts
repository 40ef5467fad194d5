import { listenOnOwnConnection } from '../postgres-listener.ts';
import type { PointerNotifications } from './pointer-store.ts';

/** The channel every change of a pointer notifies, with the store it changed as the payload. */
export const POINTER_CHANNEL = 'brass_release_pointer';

/** Names the listening sessions, so that the database's view of its sessions tells them apart. */
export const POINTER_LISTENER_NAME = 'brass-pointer-listener';

/** Tells of the changes of one store's pointer until the listening connection is lost. */
export function pointerNotifications(connectionString: string, store: string): PointerNotifications {
  return {
    listen: (onChange, onLost) =>
      listenOnOwnConnection(
        { connectionString, application_name: POINTER_LISTENER_NAME },
        POINTER_CHANNEL,
        (payload) => {
          if (payload === store) onChange();
        },
        onLost,
      ),
  };
}
