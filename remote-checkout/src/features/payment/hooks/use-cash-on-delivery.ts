import { toCartLines, useCartStore } from '@brass/shared/cart-store';
import type { Order } from '@brass/shared/contracts/orders';
import { toast } from '@brass/shared/toast-store';
import { useRef, useState } from 'react';
import { placeCodOrder } from '../api/place-cod-order';
import { refusalOf } from '../utils/refusal';
import type { PaymentFailure, PaymentRequest } from './use-payment';

const NOT_PLACED = 'Your order could not be placed';

interface CashOnDeliveryOptions {
  /** Called when the API refuses the order with its reason, such as a line the stock cannot fill. */
  onRefused?: () => void;
  /** Called with the order once the server has recorded it and the cart is emptied. */
  onPlaced: (order: Order) => void;
}

/**
 * An order paid in cash on delivery: the server prices it, decides whether it takes cash for it, and
 * makes it at once. The cart is emptied only once the order exists; a refusal keeps it, with the
 * server's reason beside Place Order. One order at a time: a second click while one is under way
 * does nothing.
 */
export function useCashOnDelivery({ onRefused, onPlaced }: CashOnDeliveryOptions) {
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  // State updates land on the next render; a double click arrives before it.
  const inFlight = useRef(false);

  async function place(request: PaymentRequest): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setProcessing(true);
    setFailure(null);
    let order: Order;
    try {
      order = await placeCodOrder({
        amount: request.total,
        cart: toCartLines(request.items),
        quoteId: request.quoteId,
        courierId: request.courierId,
        address: request.address,
        ...(request.couponCode ? { couponCode: request.couponCode } : {}),
        ...(request.gift ? { gift: request.gift } : {}),
        ...(request.business ? { business: request.business } : {}),
      });
    } catch (error) {
      const refusal = refusalOf(error);
      toast.error(NOT_PLACED);
      setFailure({ message: NOT_PLACED, detail: refusal });
      if (refusal) onRefused?.();
      return;
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
    // Only now that the order exists; the cart's own 'Cart cleared!' toast tells the shopper it is empty.
    useCartStore.getState().clear();
    onPlaced(order);
  }

  return { processing, failure, place };
}
