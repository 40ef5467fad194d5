import { useAuthStore } from '@brass/shared/auth-store';
import { useRequest } from '@brass/shared/use-request';
import { useEffect } from 'react';
import { followSavedPieces } from '../api/saved-pieces-sync';
import { getVisitorPieces, getWishlist } from '../api/wishlist-calls';
import { useSavedPiecesStore } from '../stores/saved-pieces-store';

/**
 * The saved pieces at today's price and stock: the account's list for a signed-in shopper, once what
 * the visitor saved in this browser has been merged into it; the browser's list for a visitor. Read
 * once per shopper: the page takes pieces off what it shows as they are moved or removed.
 */
export function useSavedList() {
  const user = useAuthStore((state) => state.user);
  const owner = useSavedPiecesStore((state) => state.owner);
  const readFailed = useSavedPiecesStore((state) => state.readFailed);

  useEffect(() => followSavedPieces(), []);

  const whose = user?.id ?? null;
  // A failed read of the account's list is tried again here, where the failure can be shown.
  const ready = owner === whose || (whose !== null && readFailed);
  return useRequest(ready ? `wishlist:${whose ?? 'visitor'}` : null, (signal) =>
    whose === null ? getVisitorPieces(useSavedPiecesStore.getState().ids, signal) : getWishlist(signal),
  );
}
