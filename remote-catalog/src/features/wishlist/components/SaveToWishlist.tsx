import { useAuthStore } from '@brass/shared/auth-store';
import { Link } from '@brass/shared/router';
import { toast } from '@brass/shared/toast-store';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type * as SavedPiecesSync from '../api/saved-pieces-sync';
import { useListWantedStore, wantList } from '../stores/list-wanted-store';
import { hasVisitorList } from '../utils/visitor-list-key';
import styles from './SaveToWishlist.module.css';

/**
 * What reads and changes the list, with the list's store: fetched once there is a list to show (a
 * signed-in shopper's, or pieces a visitor saved in this browser) or a heart is tapped, so that a first
 * visit carries only the heart itself.
 */
const loadSync = () => import('../api/saved-pieces-sync');

/** Before the list's code is in, no piece is shown saved: there is nothing to follow yet. */
const nothingToFollow = () => () => undefined;

interface Props {
  productId: string;
  productName: string;
  /** Beside a saved piece, a link to the wishlist (the product page); a card has no room for it. */
  withListLink?: boolean;
  className?: string;
}

/**
 * The heart that saves a piece to the wishlist, or removes it. It is rendered "not saved" on the server
 * and in the first live render, which then shows the list as the shopper has it.
 */
export function SaveToWishlist({ productId, productName, withListLink = false, className = '' }: Props) {
  const [sync, setSync] = useState<typeof SavedPiecesSync>();
  const saved = useSyncExternalStore(
    sync?.subscribeToSavedPieces ?? nothingToFollow,
    () => sync?.isSaved(productId) ?? false,
    () => false,
  );

  const listToShow = useListWantedStore((state) => state.wanted);

  useEffect(() => {
    if (listToShow) return;
    if (useAuthStore.getState().user || hasVisitorList()) {
      wantList();
      return;
    }
    return useAuthStore.subscribe((state) => {
      if (state.user) wantList();
    });
  }, [listToShow]);

  useEffect(() => {
    if (!listToShow) return;
    let stop: (() => void) | undefined;
    let gone = false;
    loadSync().then(
      (loaded) => {
        if (gone) return;
        setSync(loaded);
        stop = loaded.followSavedPieces();
      },
      // Without the code no heart can show what is saved; a tap on one says why.
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [listToShow]);

  const toggle = () => {
    wantList();
    loadSync().then(
      (loaded) => loaded.toggleSaved(productId, productName),
      () => toast.error('Could not reach the shop. Please check your connection.'),
    );
  };

  const heart = (
    <button
      type="button"
      className={`${styles.heart} ${withListLink ? '' : className}`}
      aria-pressed={saved}
      // One name whatever the state: a toggle says saved or not by being pressed, as screen readers announce it.
      aria-label={`Save ${productName} to your wishlist`}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.6l-1.3-1.2C6 15.2 3 12.4 3 8.9 3 6.1 5.1 4 7.8 4c1.6 0 3.1.7 4.2 1.9C13.1 4.7 14.6 4 16.2 4 18.9 4 21 6.1 21 8.9c0 3.5-3 6.3-7.7 10.5L12 20.6z" />
      </svg>
    </button>
  );
  if (!withListLink) return heart;
  return (
    <div className={`${styles.withLink} ${className}`}>
      {heart}
      {saved && (
        <Link to="/wishlist" className={styles.listLink}>
          View your wishlist
        </Link>
      )}
    </div>
  );
}
