import { apiClient } from '@brass/shared/api';
import { formatUkPostcode } from '@brass/shared/abroad-address';
import type { CheckoutCountry } from '@brass/shared/address-rules';
import { toCartLines, type CartItem } from '@brass/shared/cart-store';
import type { CalculateShippingBody, CartLine } from '@brass/shared/contracts/checkout';
import { PICKUP_PINCODE } from '@brass/shared/constants';
import { useRequest, type RequestState } from '@brass/shared/use-request';
import { isQuotableCode } from '../../../utils/delivery-code';
import { quoteFromAnswer, quoteFromFailure, type ShippingQuote } from '../utils/shipping-quote';

/**
 * Asks the API for courier rates to `deliveryPincode` (abroad: the ZIP code or postcode) in
 * `deliveryCountry`, which is left out for India as the API reads no country as India. Never rejects for an HTTP error, whose body may carry default rates;
 * rejects only when `signal` aborts it.
 */
export async function calculateShipping(
  deliveryPincode: string,
  products: CartLine[],
  signal: AbortSignal,
  deliveryCountry: CheckoutCountry = 'India',
): Promise<ShippingQuote> {
  const body: CalculateShippingBody = {
    pickupPincode: PICKUP_PINCODE,
    deliveryPincode,
    ...(deliveryCountry === 'India' ? {} : { deliveryCountry }),
    products,
  };
  try {
    const response = await apiClient.post<unknown>('/api/shiprocket/calculate-shipping', body, {
      signal,
      validateStatus: () => true,
    });
    return response.status < 400
      ? quoteFromAnswer(response.data)
      : quoteFromFailure(response.data, response.status);
  } catch (error) {
    if (signal.aborted) throw error;
    return quoteFromFailure(undefined);
  }
}

/**
 * The quote for the postal code being typed: none under 6 characters in India, nor abroad before the
 * ZIP code or postcode is well-formed (idle); else asked again whenever the code, the country or the
 * cart's lines change. Only the answer to the latest question is ever shown.
 */
export function useShippingQuote(
  zip: string,
  country: CheckoutCountry,
  items: readonly CartItem[],
): RequestState<ShippingQuote> {
  const products = toCartLines(items);
  const quotable = isQuotableCode(country, zip);
  // A UK postcode as Royal Mail prints it, however it was typed: sw1a1aa and SW1A 1AA are one quote.
  const code = quotable && country === 'United Kingdom' ? formatUkPostcode(zip) : zip.trim();
  const key = quotable && products.length > 0 ? JSON.stringify([country, code, products]) : null;
  return useRequest(key, (signal) => calculateShipping(code, products, signal, country));
}
