import { apiClient } from '@brass/shared/api-client';
import { toCartLines, type CartItem } from '@brass/shared/cart-store';
import type { CalculateShippingBody, CartLine } from '@brass/shared/contract';
import { PICKUP_PINCODE, PINCODE_MIN_LENGTH } from '@brass/shared/constants';
import { useEffect, useMemo, useState } from 'react';
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

export type ShippingQuoteState =
  | { status: 'idle'; quote: null }
  | { status: 'loading'; quote: null }
  | { status: 'ready'; quote: ShippingQuote };

interface Answer {
  pincode: string;
  products: CartLine[];
  quote: ShippingQuote;
}

/**
 * The quote for the pincode being typed: none under 6 characters, else asked again whenever the
 * pincode or the cart changes. Only the answer to the latest question is ever shown.
 */
export function useShippingQuote(zip: string, items: readonly CartItem[]): ShippingQuoteState {
  const products = useMemo(() => toCartLines(items), [items]);
  const trimmed = zip.trim();
  const pincode = trimmed.length >= PINCODE_MIN_LENGTH && products.length > 0 ? trimmed : null;
  const [answer, setAnswer] = useState<Answer | null>(null);

  // Forgetting the answer as soon as the pincode is too short also forgets the courier chosen for it.
  if (pincode === null && answer !== null) setAnswer(null);

  useEffect(() => {
    if (pincode === null) return;
    const controller = new AbortController();
    calculateShipping(pincode, products, controller.signal).then(
      (quote) => {
        // An answer that arrives after its question was replaced must not overwrite the newer one.
        if (!controller.signal.aborted) setAnswer({ pincode, products, quote });
      },
      () => {
        // Aborted: a newer question is on its way.
      },
    );
    return () => controller.abort();
  }, [pincode, products]);

  if (pincode === null) return { status: 'idle', quote: null };
  if (answer?.pincode === pincode && answer.products === products)
    return { status: 'ready', quote: answer.quote };
  return { status: 'loading', quote: null };
}
