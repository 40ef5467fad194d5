/**
 * Cash on delivery: when the shop offers it, and in which words it says no. Shared so that the
 * checkout offers it exactly when the API would take the order, and refuses it with the same words.
 */
import type { PricingSettings } from './contracts/checkout';
import { formatRupees } from './money';

/** Rupees the shop charges for collecting cash, until the owner sets otherwise. */
export const DEFAULT_COD_FEE = 50;
/** Rupees; orders above this pay online, until the owner sets otherwise. */
export const DEFAULT_COD_LIMIT = 10_000;
/**
 * The API's refusal of cash on delivery to an account whose email is not confirmed; the checkout
 * knows it by these words and offers to send the confirmation link again.
 */
export const COD_NEEDS_CONFIRMED_EMAIL =
  'Cash on delivery needs a confirmed email. Open the link we emailed you when you signed up, or send a new one, then place your order again.';

/** A courier as the shipping quote lists it: whether it collects cash on delivery at the pincode. */
export interface CodCourier {
  courier_name: string;
  cod?: boolean | undefined;
}

export interface CodRequest {
  /** What the order comes to before the COD fee: goods, delivery and tax. */
  orderValue: number;
  pincode: string;
  /** The courier chosen for the order. */
  courier: CodCourier;
  /** Every courier the quote offered for the pincode. */
  couriers: readonly CodCourier[];
}

/**
 * Why cash on delivery cannot be taken for this order, in the shopper's words; null when it can. The
 * owner's limit of 0 turns cash on delivery off.
 */
export function codRefusal(
  { orderValue, pincode, courier, couriers }: CodRequest,
  { codLimit }: Pick<PricingSettings, 'codLimit'>,
): string | null {
  if (codLimit <= 0) return 'Cash on delivery is not available at the moment. Please pay online.';
  if (!couriers.some((option) => option.cod === true)) {
    return `Cash on delivery is not available for pincode ${pincode}. Please pay online.`;
  }
  if (courier.cod !== true) {
    return `${courier.courier_name} does not collect cash on delivery. Choose another courier or pay online.`;
  }
  if (orderValue > codLimit) {
    return `Cash on delivery is available on orders up to ${formatRupees(codLimit)}. Please pay online.`;
  }
  return null;
}
