import { storedNumber } from './stored-number.js';

/**
 * Whole rupees of one order a member of staff may refund in all, until the owner sets another limit
 * in the back office; more is the owner's to give back (the role matrix of docs/security.md).
 */
export const DEFAULT_STAFF_REFUND_LIMIT = 5_000;

/** Where the owner's limit is kept in the settings table; no row is the default. */
export const staffRefundLimitKey = 'staffRefundLimit';

export function storedStaffRefundLimit(stored: Map<string, string>): number {
  return storedNumber(stored, staffRefundLimitKey) ?? DEFAULT_STAFF_REFUND_LIMIT;
}
