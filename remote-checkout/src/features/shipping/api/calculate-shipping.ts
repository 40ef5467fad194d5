import { apiClient } from '@brass/shared/api';
import { toCartLines, type CartItem } from '@brass/shared/cart-store';
import type { CalculateShippingBody, CartLine } from '@brass/shared/contracts/checkout';
import { PICKUP_PINCODE, PINCODE_MIN_LENGTH } from '@brass/shared/constants';
import { useRequest, type RequestState } from '@brass/shared/use-request';
import { quoteFromAnswer, quoteFromFailure, type ShippingQuote } from '../utils/shipping-quote';

/**
 * Asks the API for courier rates. Never rejects for an HTTP error, whose body may carry default rates;
 * rejects only when `signal` aborts it.
 */
export async function calculateShipping(
  deliveryPincode: string,
  products: CartLine[],
  signal: AbortSignal,
): Promise<ShippingQuote> {
  const body: CalculateShippingBody = { pickupPincode: PICKUP_PINCODE, deliveryPincode, products };
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
 * The quote for the pincode being typed: none under 6 characters (idle), else asked again whenever
 * the pincode or the cart's lines change. Only the answer to the latest question is ever shown.
 */
export function useShippingQuote(zip: string, items: readonly CartItem[]): RequestState<ShippingQuote> {
  const products = toCartLines(items);
  const pincode = zip.trim();
  const key =
    pincode.length >= PINCODE_MIN_LENGTH && products.length > 0 ? JSON.stringify([pincode, products]) : null;
  return useRequest(key, (signal) => calculateShipping(pincode, products, signal));
}
