import type { CheckoutCountry } from '@brass/shared/address-rules';
import { deliveryCodeName, isQuotableCode } from '../../../utils/delivery-code';

/** The Place Order alerts, exact. */
export const PLACE_ORDER_ALERTS = {
  login: 'Please login to place your order',
  pincode: 'Please enter a delivery pincode before placing your order.',
  shippingOption: 'Please select a shipping option before placing your order.',
} as const;

/** The 'pincode' alert in the words of the shopper's country. */
export function deliveryCodeAlert(country: CheckoutCountry): string {
  if (country === 'India') return PLACE_ORDER_ALERTS.pincode;
  return `Please enter a delivery ${deliveryCodeName(country)} before placing your order.`;
}

export interface PlaceOrderConditions {
  isLoggedIn: boolean;
  country: CheckoutCountry;
  /** The pincode, ZIP code or postcode. */
  zip: string;
  hasShippingOption: boolean;
  isProcessing: boolean;
  /** A line asks for more pieces than the stock holds. */
  isShortOfStock: boolean;
  /** The shop's pricing is read, so the summary shows the total the shopper will pay. */
  hasPricing: boolean;
}

/**
 * 'stock' and 'pricing' have no alert: the page names the short lines beside Place Order, and says in
 * the summary that the total is being worked out or could not be.
 */
export type PlaceOrderBlocker = 'processing' | 'stock' | 'pricing' | keyof typeof PLACE_ORDER_ALERTS;

/**
 * Place Order waits for a cart the stock can fill, a pincode, a chosen courier, a logged-in user, the
 * total priced and no payment in progress. Gives the first condition not met, or null when the order
 * can be placed.
 */
export function placeOrderBlocker({
  isLoggedIn,
  country,
  zip,
  hasShippingOption,
  isProcessing,
  isShortOfStock,
  hasPricing,
}: PlaceOrderConditions): PlaceOrderBlocker | null {
  if (isProcessing) return 'processing';
  // The cart must change whatever else is missing; the API would refuse it anyway.
  if (isShortOfStock) return 'stock';
  if (!isLoggedIn) return 'login';
  // A postal code too short (or abroad, not well-formed) to be quoted is not a delivery address yet.
  if (!isQuotableCode(country, zip)) return 'pincode';
  if (!hasShippingOption) return 'shippingOption';
  if (!hasPricing) return 'pricing';
  return null;
}
