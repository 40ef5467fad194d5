import { MAX_SAVED_PIECES } from '@brass/shared/constants';
import { readStorage, writeStorage } from '@brass/shared/storage';
import { VISITOR_LIST_KEY } from './visitor-list-key';

/** A product id as the shop makes them: a slug. */
const PRODUCT_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * The pieces a visitor saved in this browser, the last saved first. What is stored is untrusted (an
 * older build, another tab or a hand edit may have written anything): what is not a product id is
 * dropped, as is anything past the list's size.
 */
export function readVisitorList(): string[] {
  try {
    const stored: unknown = JSON.parse(readStorage(VISITOR_LIST_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    const ids = stored.filter((id): id is string => typeof id === 'string' && PRODUCT_ID.test(id));
    return [...new Set(ids)].slice(0, MAX_SAVED_PIECES);
  } catch {
    return [];
  }
}

/** An empty list leaves nothing behind in the browser. */
export function writeVisitorList(ids: readonly string[]): void {
  writeStorage(VISITOR_LIST_KEY, ids.length > 0 ? JSON.stringify(ids) : null);
}
