/**
 * Keeps the hearts' store (`saved-pieces-store.ts`) in step with the wishlist: a visitor's kept in this
 * browser, a signed-in shopper's kept on the server. When a visitor signs in, what they saved in the
 * browser is added to the account's list once and then cleared from the browser. Loaded only once a
 * page with a heart runs, with the store, so no first visit pays for either before then.
 */
import { useAuthStore } from '@brass/shared/auth-store';
import { apiErrorMessage } from '@brass/shared/api-support';
import { MAX_SAVED_PIECES } from '@brass/shared/constants';
import type { User } from '@brass/shared/contracts/accounts';
import type { Wishlist } from '@brass/shared/contracts/wishlist';
import { toast } from '@brass/shared/toast-store';
import { useSavedPiecesStore } from '../stores/saved-pieces-store';
import { readVisitorList, writeVisitorList } from '../utils/visitor-list';
import { wishlistMessages } from '../utils/wishlist-messages';
import { getWishlist, mergeVisitorList, removeSavedPiece, savePiece } from './wishlist-calls';

const idsOf = ({ pieces }: Wishlist) => pieces.map((piece) => piece._id);

/** Whether `user` is still the one signed in, when an answer about their list comes back. */
const stillSignedIn = (user: User) => useAuthStore.getState().user?.id === user.id;

/** Reads the list of whoever is on the page now: the browser's for a visitor, the account's otherwise. */
async function takeListOf(user: User | null): Promise<void> {
  const visitorIds = readVisitorList();
  if (!user) {
    useSavedPiecesStore.setState({ owner: null, ids: visitorIds, readFailed: false });
    return;
  }
  // Read already on an earlier page of this visit, and nothing new to merge.
  if (visitorIds.length === 0 && useSavedPiecesStore.getState().owner === user.id) return;
  try {
    const list = visitorIds.length > 0 ? await mergeVisitorList(visitorIds) : await getWishlist();
    // The account keeps them now: cleared, so that they are merged once and never into another account.
    if (visitorIds.length > 0) writeVisitorList([]);
    if (stillSignedIn(user))
      useSavedPiecesStore.setState({ owner: user.id, ids: idsOf(list), readFailed: false });
  } catch {
    // The hearts show nothing saved; the next page with a heart asks again.
    if (stillSignedIn(user)) useSavedPiecesStore.setState({ owner: undefined, ids: [], readFailed: true });
  }
}

/** For the hearts: told of every change to the list. */
export const subscribeToSavedPieces = (listener: () => void) => useSavedPiecesStore.subscribe(listener);

export const isSaved = (productId: string) => useSavedPiecesStore.getState().ids.includes(productId);

let followers = 0;
let stopFollowing: (() => void) | undefined;

/**
 * Starts reading the list, and reading it again whenever someone signs in or out, while at least one
 * heart is on the page; answers the function that says this one has gone.
 */
export function followSavedPieces(): () => void {
  followers += 1;
  if (followers === 1) {
    void takeListOf(useAuthStore.getState().user);
    stopFollowing = useAuthStore.subscribe((state, previous) => {
      if (state.user?.id !== previous.user?.id) void takeListOf(state.user);
    });
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    followers -= 1;
    if (followers === 0) {
      stopFollowing?.();
      stopFollowing = undefined;
    }
  };
}

/**
 * Saves the piece or removes it: at once in this browser for a visitor; for a signed-in shopper the
 * hearts change at once and the server's answer settles them, or puts them back and says why. Answers
 * whether the change was kept.
 */
async function keepSaved(productId: string, save: boolean): Promise<boolean> {
  const user = useAuthStore.getState().user;
  const { ids } = useSavedPiecesStore.getState();
  if (ids.includes(productId) === save) return true;
  const next = save ? [productId, ...ids] : ids.filter((id) => id !== productId);
  if (!user) {
    if (save && ids.length >= MAX_SAVED_PIECES) {
      toast.error(wishlistMessages.full);
      return false;
    }
    writeVisitorList(next);
    useSavedPiecesStore.setState({ owner: null, ids: next });
    return true;
  }
  useSavedPiecesStore.setState({ ids: next });
  try {
    const list = save ? await savePiece(productId) : await removeSavedPiece(productId);
    if (stillSignedIn(user)) useSavedPiecesStore.setState({ owner: user.id, ids: idsOf(list) });
    return true;
  } catch (error) {
    if (stillSignedIn(user)) useSavedPiecesStore.setState({ ids });
    toast.error(apiErrorMessage(error, wishlistMessages.failed));
    return false;
  }
}

/** The heart: saves the piece, or removes it when saved, and says which it did. */
export async function toggleSaved(productId: string, productName: string): Promise<void> {
  const save = !useSavedPiecesStore.getState().ids.includes(productId);
  if (!(await keepSaved(productId, save))) return;
  if (save) toast.success(wishlistMessages.saved(productName));
  else toast.info(wishlistMessages.removed(productName));
}

/** Takes a piece off the list without a word, as moving it to the cart does (the cart says it). */
export function forgetSaved(productId: string): Promise<boolean> {
  return keepSaved(productId, false);
}
