import { create } from 'zustand';

interface SavedPiecesState {
  /** The ids of the saved pieces, the last saved first. */
  ids: readonly string[];
  /**
   * Whose list `ids` is: the signed-in shopper's id (the list kept on the server), null for a
   * visitor's list kept in this browser, undefined until the page has read either.
   */
  owner: string | null | undefined;
  /** The last try to read the signed-in shopper's list failed: the hearts show nothing saved. */
  readFailed: boolean;
}

/**
 * The pieces saved to the wishlist, as every heart on the page shows them. The hearts reach it through
 * `saved-pieces-sync.ts` once the page runs, so a server-rendered heart and the first live one are the
 * same ("not saved").
 */
export const useSavedPiecesStore = create<SavedPiecesState>()(() => ({
  ids: [],
  owner: undefined,
  readFailed: false,
}));
