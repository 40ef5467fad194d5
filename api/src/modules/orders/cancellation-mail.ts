import type { AdminOrderDetail } from '@brass/shared/contracts/admin-orders';
import { formatRupees } from '@brass/shared/money';
import { mailName } from '../mail/mail-name.js';
import type { QueuedMail } from '../mail/service.js';

/**
 * The mail that tells the shopper their order is cancelled, as they asked or by the shop, and what
 * becomes of the money: `refunding`, the rupees going back through Razorpay.
 */
export function cancellationMail(
  order: AdminOrderDetail,
  { by, refunding }: { by: 'shopper' | 'shop'; refunding: number },
  shopOrigin: string,
): QueuedMail {
  return {
    kind: 'order-cancelled',
    to: order.customer.email,
    subject: `Your Brass Aangan order ${order.orderNumber} is cancelled`,
    text: [
      `Namaste ${mailName(order.shippingAddress.firstName)},`,
      '',
      by === 'shopper'
        ? `As you asked, we have cancelled your order ${order.orderNumber}:`
        : `We have had to cancel your order ${order.orderNumber}:`,
      '',
      ...order.products.map((line) => `${line.productName} × ${line.quantity}`),
      '',
      order.paymentMethod === 'cod'
        ? 'Nothing was charged for it, so there is nothing to pay.'
        : refunding > 0
          ? `${formatRupees(refunding)} is being refunded to the card or account you paid with; your bank may take 5 to 7 working days to show it.`
          : 'Reply to this mail if you have any question about the payment.',
      '',
      'See your orders at any time:',
      new URL(`/orders/${order.orderNumber}`, shopOrigin).href,
      '',
      'Brass Aangan',
    ].join('\n'),
  };
}
