/**
 * Where a visitor's wishlist is kept in the browser until sign-in moves it to the account. Apart from
 * the list's code, so that a heart can ask whether there is a list without loading it.
 */
export const VISITOR_LIST_KEY = 'wishlist';

/** Whether this browser keeps a list at all: an empty one is never written. Storage refused: none. */
export function hasVisitorList(): boolean {
  try {
    return localStorage.getItem(VISITOR_LIST_KEY) !== null;
  } catch {
    return false;
  }
}
