import { storedNumber } from './stored-number.js';

/** Days after delivery a shopper may ask to return pieces, until the owner sets another window. */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

/** Where the owner's window is kept in the settings table; no row is the default. */
export const returnWindowDaysKey = 'returnWindowDays';

export function storedReturnWindowDays(stored: Map<string, string>): number {
  return storedNumber(stored, returnWindowDaysKey) ?? DEFAULT_RETURN_WINDOW_DAYS;
}
