import type { DeliveryAddress } from '@brass/shared/contracts/accounts';
import type { BusinessBuyer } from '@brass/shared/contracts/checkout';
import { BUSINESS_BUYER_MESSAGES, gstinProblemFor, isValidGstin } from '@brass/shared/gstin';

/** The checkout's business fields as the shopper left them. */
export interface BusinessChoice {
  isBusiness: boolean;
  /** As typed; the order carries it trimmed and in capitals. */
  gstin: string;
  name: string;
}

export const NO_BUSINESS: BusinessChoice = { isBusiness: false, gstin: '', name: '' };

const gstinOf = (typed: string) => typed.trim().toUpperCase();

/** What is wrong with each field, as the API would refuse it; empty when the invoice can carry them. */
export function businessProblemsOf(
  choice: BusinessChoice,
  address: Pick<DeliveryAddress, 'country' | 'region'>,
): { gstin?: string; name?: string } {
  if (!choice.isBusiness) return {};
  const gstin = gstinOf(choice.gstin);
  const gstinProblem = isValidGstin(gstin) ? gstinProblemFor(gstin, address) : BUSINESS_BUYER_MESSAGES.gstin;
  return {
    ...(gstinProblem ? { gstin: gstinProblem } : {}),
    ...(choice.name.trim() ? {} : { name: BUSINESS_BUYER_MESSAGES.name }),
  };
}

/** The business buying as the API takes it; undefined for a shopper buying for themselves. */
export function businessOf(choice: BusinessChoice): BusinessBuyer | undefined {
  return choice.isBusiness ? { gstin: gstinOf(choice.gstin), name: choice.name.trim() } : undefined;
}
