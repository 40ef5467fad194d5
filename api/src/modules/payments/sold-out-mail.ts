import { formatRupees } from '@brass/shared/money';
import type { QueuedMail } from '../mail/service.js';
import type { SoldOutRefund } from './repository.js';

/** What the shopper reads at checkout when a payment found its pieces sold, refunded or about to be. */
export function soldOutMessage(
  refund: Pick<SoldOutRefund, 'productName' | 'amountPaise' | 'status'>,
): string {
  const amount = formatRupees(refund.amountPaise / 100);
  return refund.status === 'processed'
    ? `${refund.productName} sold out while you were paying. Your payment of ${amount} has been refunded.`
    : `${refund.productName} sold out while you were paying. Your payment of ${amount} is being refunded.`;
}

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
      `${refund.productName} sold out while you were paying, so we could not make your order. Your payment of ${formatRupees(refund.amountPaise / 100)} has been refunded in full to the card or account you paid with; your bank may take 5 to 7 working days to show it.`,
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
