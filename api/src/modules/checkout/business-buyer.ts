import type { BusinessBuyer } from '@brass/shared/contracts/checkout';
import type { DeliveryAddress } from '@brass/shared/contracts/accounts';
import { gstinProblemFor } from '@brass/shared/gstin';
import { HttpError } from '../../lib/http-error.js';

/**
 * The columns a payment order and an order keep of a business buying, whose GSTIN must be of the
 * state the order goes to; a 400 with the reason otherwise, before anything is charged or stored.
 */
export function businessColumnsOf(business: BusinessBuyer | undefined, address: DeliveryAddress) {
  if (!business) return { buyerGstin: null, buyerBusinessName: null };
  const problem = gstinProblemFor(business.gstin, address);
  if (problem) throw new HttpError(400, problem);
  return { buyerGstin: business.gstin, buyerBusinessName: business.name };
}
