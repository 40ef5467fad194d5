import { MAX_LINE_QUANTITY, MAX_ORDER_TOTAL } from '@brass/shared/constants';
import { formatRupees } from '@brass/shared/money';

/** What the checkout answers when it refuses a cart, a payment or an order, as the shop shows it. */
export const checkoutMessages = {
  unknownProducts: 'Some products in your cart are no longer available. Please remove them and try again.',
  tooManyPieces: `You can order up to ${MAX_LINE_QUANTITY} pieces of one product. Please lower the quantity and try again.`,
  overCeiling: `Orders above ${formatRupees(MAX_ORDER_TOTAL)} cannot be paid online in one payment. Please split your cart into smaller orders.`,
  verificationFailed: 'Payment verification failed',
  otherAccount: 'This payment was made from another account',
  codOnlyInIndia: 'Cash on delivery is available only in India. Please pay online.',
  razorpayUnavailable:
    'We could not confirm your payment with Razorpay. If you were charged, your order will appear shortly.',
} as const;
