/**
 * The mails of a return, one per step the shopper waits on: asked, approved or refused, pickup booked,
 * refunded. Plain text, as the order mails.
 */
import { returnReasonLabels } from '@brass/shared/returns';
import { formatRupees } from '@brass/shared/money';
import { mailName } from '../mail/mail-name.js';
import type { QueuedMail } from '../mail/service.js';
import { formatOrderNumber } from '../orders/order-number.js';
import type { ReturnWithOrder } from './repository.js';

function frame(
  { order, email }: ReturnWithOrder,
  shopOrigin: string,
  kind: QueuedMail['kind'],
  subject: string,
  lines: string[],
): QueuedMail {
  const number = formatOrderNumber(order.number);
  return {
    kind,
    to: email,
    subject: `${subject} (order ${number})`,
    text: [
      `Namaste ${mailName(order.shippingAddress.firstName)},`,
      '',
      ...lines,
      '',
      'See your order and its return at any time:',
      new URL(`/orders/${number}`, shopOrigin).href,
      '',
      'Brass Aangan',
    ].join('\n'),
  };
}

const pieces = ({ orderReturn }: ReturnWithOrder) =>
  orderReturn.lines.map((line) => `${line.productName} × ${line.quantity}`);

export const returnRequestedMail = (found: ReturnWithOrder, shopOrigin: string) =>
  frame(found, shopOrigin, 'return-requested', 'We have your return request', [
    'We have your request to return:',
    '',
    ...pieces(found),
    '',
    `Reason: ${returnReasonLabels[found.orderReturn.reason]}`,
    '',
    'Our team will look at it within two working days and write to you.',
  ]);

export const returnApprovedMail = (found: ReturnWithOrder, shopOrigin: string) =>
  frame(found, shopOrigin, 'return-approved', 'Your return is approved', [
    'Your return of these pieces is approved:',
    '',
    ...pieces(found),
    ...(found.orderReturn.staffNote ? ['', found.orderReturn.staffNote] : []),
    '',
    'We are booking a courier to collect them from you; a mail will follow with the pickup.',
  ]);

export const returnRefusedMail = (found: ReturnWithOrder, shopOrigin: string) =>
  frame(found, shopOrigin, 'return-refused', 'About your return request', [
    'We are sorry: we cannot accept the return of these pieces.',
    '',
    ...pieces(found),
    '',
    found.orderReturn.staffNote ?? '',
    '',
    'Reply to this mail if you would like to talk it over.',
  ]);

export const returnPickupBookedMail = (found: ReturnWithOrder, shopOrigin: string) =>
  frame(found, shopOrigin, 'return-pickup-booked', 'Your return pickup is booked', [
    `A courier will come to collect your return from ${found.order.shippingAddress.street}, ${found.order.shippingAddress.city}.`,
    'Please pack the pieces safely, as they came, and keep the parcel ready.',
    '',
    `Once they reach our workshop we refund ${formatRupees(found.orderReturn.amount)}.`,
  ]);

export const returnRefundedMail = (found: ReturnWithOrder, shopOrigin: string) =>
  frame(found, shopOrigin, 'return-refunded', 'Your return is refunded', [
    'Your returned pieces have reached our workshop:',
    '',
    ...pieces(found),
    '',
    found.order.paymentMethod === 'cod'
      ? `We have sent you ${formatRupees(found.orderReturn.amount)} (reference ${found.orderReturn.manualRefundReference ?? ''}).`
      : `${formatRupees(found.orderReturn.amount)} is being refunded to the card or account you paid with; your bank may take 5 to 7 working days to show it.`,
  ]);
