import { toCartLines, useCartStore, type CartItem } from '@brass/shared/cart-store';
import type { DeliveryAddress, User } from '@brass/shared/contracts/accounts';
import type { BusinessBuyer, GiftOption } from '@brass/shared/contracts/checkout';
import type { Order } from '@brass/shared/contracts/orders';
import { PICKUP_PINCODE } from '@brass/shared/constants';
import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { toast } from '@brass/shared/toast-store';
import { useEffect, useRef, useState } from 'react';
import { createOrder } from '../api/create-order';
import { createPaymentOrder } from '../api/create-payment-order';
import { verifyPayment } from '../api/verify-payment';
import type { RazorpaySuccess } from '../types/razorpay';
import { checkoutOptions } from '../utils/checkout-options';
import { loadRazorpay } from '../utils/load-razorpay';
import { refusalOf, soldOutWhilePayingOf } from '../utils/refusal';

/** The payment messages, exact. */
const PAYMENT_MESSAGES = {
  initiateFailed: 'Failed to initiate payment',
  verificationFailed: 'Payment verification failed',
  failed: (description: string) => `Payment failed: ${description}`,
} as const;

/** Shown beside Place Order; the toast of the same message goes after 3 seconds. */
export interface PaymentFailure {
  message: string;
  /** The API's reason, when it refused the payment order (e.g. an expired shipping quote). */
  detail: string | null;
}

export interface PaymentRequest {
  items: readonly CartItem[];
  address: DeliveryAddress;
  user: User;
  courierId: number | string;
  quoteId: string;
  /** Rupees, as shown in the summary. */
  total: number;
  /** The coupon code the server accepted for this cart; it prices the code again. */
  couponCode?: string | undefined;
  /** Absent: the order is no gift. */
  gift?: GiftOption | undefined;
  /** Absent: a shopper buying for themselves, whose invoice names no GSTIN. */
  business?: BusinessBuyer | undefined;
}

interface PaymentOptions {
  /** Starts loading checkout.js once the shopper can pay, so Place Order does not wait for it. */
  warmUp: boolean;
  /** Called when the API refuses the payment order with its reason, such as a line the stock cannot fill. */
  onRefused?: () => void;
  /** Called with the order once the server has recorded it and the cart is emptied. */
  onPlaced: (order: Order) => void;
}

/**
 * Payment flow: create the payment order, open Razorpay Checkout, then verify the
 * payment, record the order and empty the cart. Dismissing or failing ends processing with the cart
 * kept. One payment at a time: a second click while one is under way does nothing.
 */
export function usePayment({ warmUp, onRefused, onPlaced }: PaymentOptions) {
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  // State updates land on the next render; a double click arrives before it.
  const inFlight = useRef(false);

  useEffect(() => {
    if (warmUp) loadRazorpay(getRuntimeConfig().razorpayCheckoutUrl).catch(() => undefined);
  }, [warmUp]);

  function begin(): void {
    inFlight.current = true;
    setProcessing(true);
  }

  function end(message?: string, detail: string | null = null): void {
    inFlight.current = false;
    setProcessing(false);
    if (message) {
      toast.error(message);
      setFailure({ message, detail });
    }
  }

  async function confirm(request: PaymentRequest, payment: RazorpaySuccess): Promise<void> {
    // Real Checkout lets the shopper retry inside its dialog after a failure ended processing.
    begin();
    let order: Order;
    try {
      await verifyPayment({
        paymentId: payment.razorpay_payment_id,
        orderId: payment.razorpay_order_id,
        signature: payment.razorpay_signature,
      });
      order = await createOrder({
        cart: request.items.map(({ id, name, price, quantity }) => ({
          productId: id,
          name,
          price,
          quantity,
        })),
        address: request.address,
        totalAmount: request.total,
        pickupPincode: PICKUP_PINCODE,
        userId: request.user.id,
        paymentMethod: 'razorpay',
        razorpayPaymentId: payment.razorpay_payment_id,
        razorpayOrderId: payment.razorpay_order_id,
        razorpaySignature: payment.razorpay_signature,
      });
    } catch (error) {
      // A piece sold out while the shopper paid: no order, and the API says the payment was refunded.
      const soldOut = soldOutWhilePayingOf(error);
      end(soldOut ?? PAYMENT_MESSAGES.verificationFailed);
      if (soldOut) onRefused?.();
      return;
    }
    // Only now that the order exists; the cart's own 'Cart cleared!' toast tells the shopper it is empty.
    useCartStore.getState().clear();
    end();
    onPlaced(order);
  }

  async function pay(request: PaymentRequest): Promise<void> {
    if (inFlight.current) return;
    begin();
    setFailure(null);
    try {
      const [order, Razorpay] = await Promise.all([
        createPaymentOrder({
          amount: request.total,
          currency: 'INR',
          receipt: `receipt_${Date.now()}`,
          cart: toCartLines(request.items),
          quoteId: request.quoteId,
          courierId: request.courierId,
          address: request.address,
          ...(request.couponCode ? { couponCode: request.couponCode } : {}),
          ...(request.gift ? { gift: request.gift } : {}),
          ...(request.business ? { business: request.business } : {}),
        }),
        loadRazorpay(getRuntimeConfig().razorpayCheckoutUrl),
      ]);
      // Razorpay may call back more than once; the order is recorded once.
      let paid = false;
      const checkout = new Razorpay(
        checkoutOptions(order, request, {
          handler: (payment) => {
            if (paid) return;
            paid = true;
            void confirm(request, payment);
          },
          modal: {
            ondismiss: () => {
              if (!paid) end();
            },
          },
        }),
      );
      checkout.on('payment.failed', (response) => end(PAYMENT_MESSAGES.failed(response.error.description)));
      checkout.open();
    } catch (error) {
      const refusal = refusalOf(error);
      end(PAYMENT_MESSAGES.initiateFailed, refusal);
      if (refusal) onRefused?.();
    }
  }

  return { processing, failure, pay };
}
