import { formatRupees } from '@brass/shared/money';
import type { QueuedMail } from '../mail/service.js';
import type { SoldOutRefund } from './repository.js';

type RefusedFor = Pick<SoldOutRefund, 'productName' | 'couponCode' | 'couponRefusal'>;

/** Why the payment made no order, for Razorpay's note on the refund. */
export const refusedWhilePaying = (refund: RefusedFor): string =>
  refund.productName !== null
    ? `${refund.productName} sold out while paying`
    : `Code ${refund.couponCode} refused while paying: ${refund.couponRefusal}`;

/** What the shopper reads at checkout when a payment found its pieces sold or its code refused, refunded or about to be. */
export function soldOutMessage(refund: RefusedFor & Pick<SoldOutRefund, 'amountPaise' | 'status'>): string {
  const amount = formatRupees(refund.amountPaise / 100);
  const refunded = refund.status === 'processed' ? 'has been refunded' : 'is being refunded';
  return refund.productName !== null
    ? `${refund.productName} sold out while you were paying. Your payment of ${amount} ${refunded}.`
    : `${refund.couponRefusal} Your order was not made, and your payment of ${amount} ${refunded}.`;
}

/** Why the mail's order was not made, in its own words. */
const noOrderBecause = (refund: RefusedFor): string =>
  refund.productName !== null
    ? `${refund.productName} sold out while you were paying, so we could not make your order.`
    : `We could not make your order: the code ${refund.couponCode} could no longer be used. ${refund.couponRefusal}`;

/** The mail that tells the shopper the same, once the refund is made. Plain text, as the order mails. */
export function soldOutRefundMail(
  refund: SoldOutRefund,
  to: { email: string; firstName: string },
  shopOrigin: string,
): QueuedMail {
  return {
    kind: 'sold-out-refund',
    to: to.email,
    subject: 'Your Brass Aangan payment has been refunded',
    text: [
      `Namaste ${to.firstName},`,
      '',
      `${noOrderBecause(refund)} Your payment of ${formatRupees(refund.amountPaise / 100)} has been refunded in full to the card or account you paid with; your bank may take 5 to 7 working days to show it.`,
      '',
      `Razorpay payment: ${refund.razorpayPaymentId}`,
      '',
      'We are sorry for the trouble. You can see what is in stock now at:',
      '',
      new URL('/products', shopOrigin).href,
      '',
      'Brass Aangan',
    ].join('\n'),
  };
}
