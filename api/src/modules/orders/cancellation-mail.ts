import type { AdminOrderDetail } from '@brass/shared/contracts/admin-orders';
import { formatRupees } from '@brass/shared/money';
import { mailName } from '../mail/mail-name.js';
import type { QueuedMail } from '../mail/service.js';

/** The mail that confirms a shopper's own cancellation, and says what becomes of the money. */
export function cancellationMail(order: AdminOrderDetail, shopOrigin: string): QueuedMail {
  return {
    kind: 'order-cancelled',
    to: order.customer.email,
    subject: `Your Brass Aangan order ${order.orderNumber} is cancelled`,
    text: [
      `Namaste ${mailName(order.shippingAddress.firstName)},`,
      '',
      `As you asked, we have cancelled your order ${order.orderNumber}:`,
      '',
      ...order.products.map((line) => `${line.productName} × ${line.quantity}`),
      '',
      order.paymentMethod === 'online' && order.refundableAmount > 0
        ? `${formatRupees(order.refundableAmount)} is being refunded to the card or account you paid with; your bank may take 5 to 7 working days to show it.`
        : 'Nothing was charged for it, so there is nothing to pay.',
      '',
      'See your orders at any time:',
      new URL(`/orders/${order.orderNumber}`, shopOrigin).href,
      '',
      'Brass Aangan',
    ].join('\n'),
  };
}
