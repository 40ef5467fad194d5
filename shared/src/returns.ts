/**
 * The words and limits of returns in the shop's pages and mails: why a piece comes back, where its
 * return stands, how much a request may carry. Plain code, so that My Orders, the back office and the
 * API say the same.
 */
import type { ReturnReason, ReturnStatus } from './contracts/returns';

export const returnReasonLabels: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged',
  'not-as-described': 'Not as described',
  'wrong-piece': 'Wrong piece sent',
  'changed-mind': 'Changed my mind',
  other: 'Something else',
};

export const returnStatusLabels: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  refused: 'Return refused',
  approved: 'Return approved',
  pickup_booked: 'Pickup booked',
  received: 'Pieces received',
  refunded: 'Refunded',
};

/** The most photos a shopper may send with a return. */
export const MAX_RETURN_PHOTOS = 3;
/** The most characters of the shopper's own words on a return. */
export const MAX_RETURN_DETAILS = 1000;
