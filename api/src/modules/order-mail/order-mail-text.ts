/**
 * The words of the mails an order sends: its confirmation, and the news that its parcel is on its
 * way. Plain text, so every client shows them alike.
 */
import { dutiesNotice } from '@brass/shared/import-duties';
import { formatRupees } from '@brass/shared/money';
import { destinationOf } from '../invoices/destination.js';
import { mailName } from '../mail/mail-name.js';
import type { QueuedMail } from '../mail/service.js';
import { formatOrderNumber } from '../orders/order-number.js';
import type { MailedOrder } from './repository.js';

/** `2026-06-14` as `Sunday, 14 June 2026`. */
const longDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function orderPage(order: MailedOrder['order'], shopOrigin: string): string {
  return new URL(`/orders/${formatOrderNumber(order.number)}`, shopOrigin).href;
}

function paymentLine(order: MailedOrder['order']): string {
  return order.paymentMethod === 'cod'
    ? `Cash on delivery: pay ${formatRupees(order.totalAmount)} on delivery`
    : 'Paid online';
}

function addressLines({ shippingAddress: address }: MailedOrder['order']): string[] {
  return [
    mailName(`${address.firstName} ${address.lastName}`),
    address.street,
    // A UK address may leave its county empty.
    `${address.city}, ${[address.state, address.zipcode].filter(Boolean).join(' ')}`,
    ...(destinationOf(address) === 'India' ? [] : [destinationOf(address)]),
    `Phone: ${address.phoneNumber}`,
  ];
}

/** A gift's note under the address: its parcel carries the message and no prices. */
function giftLines(order: MailedOrder['order']): string[] {
  if (!order.isGift) return [];
  return [
    '',
    'Sent as a gift: the packing slip in the parcel shows no prices.',
    ...(order.giftMessage ? ['Your gift message:', order.giftMessage] : []),
  ];
}

/** An order abroad is an export: its tax is IGST, or none at all under the shop's letter of undertaking. */
function taxLine(order: MailedOrder['order']): string {
  if (destinationOf(order.shippingAddress) === 'India') return `Tax (GST): ${formatRupees(order.tax)}`;
  return order.tax === 0
    ? `Tax: ${formatRupees(0)} (export, zero-rated)`
    : `Tax (IGST): ${formatRupees(order.tax)}`;
}

export function confirmationMail(
  { order, items, email }: MailedOrder,
  invoice: { filename: string; pdf: Buffer },
  shopOrigin: string,
): QueuedMail {
  const number = formatOrderNumber(order.number);
  const duties = dutiesNotice(destinationOf(order.shippingAddress));
  return {
    kind: 'order-confirmation',
    to: email,
    subject: `Your Brass Aangan order ${number}`,
    text: [
      `Namaste ${mailName(order.shippingAddress.firstName)},`,
      '',
      `Thank you for your order ${number}. We are preparing it now.`,
      '',
      ...items.map(
        (item) => `${item.productName} × ${item.quantity}: ${formatRupees(item.price * item.quantity)}`,
      ),
      '',
      `Subtotal: ${formatRupees(order.subtotal)}`,
      // The coupon came off the goods before the tax, so it follows the subtotal.
      ...(order.discount > 0
        ? [`Discount (${order.couponCode ?? 'coupon'}): ${formatRupees(-order.discount)}`]
        : []),
      `Delivery: ${formatRupees(order.shippingCharge)}`,
      taxLine(order),
      ...(order.codFee > 0 ? [`Cash on delivery fee: ${formatRupees(order.codFee)}`] : []),
      `Total: ${formatRupees(order.totalAmount)}`,
      '',
      paymentLine(order),
      ...(order.deliversBy ? [`Expected delivery: ${longDay.format(new Date(order.deliversBy))}`] : []),
      ...(duties ? ['', duties] : []),
      '',
      'Delivering to:',
      ...addressLines(order),
      ...giftLines(order),
      '',
      'Your GST invoice is attached. See your order and follow its parcel at any time:',
      orderPage(order, shopOrigin),
      '',
      'Brass Aangan',
    ].join('\n'),
    attachments: [{ filename: invoice.filename, contentType: 'application/pdf', content: invoice.pdf }],
  };
}

export function shipmentMail({ order, email }: MailedOrder, shopOrigin: string): QueuedMail {
  const number = formatOrderNumber(order.number);
  const courier = order.courier?.courier_name;
  return {
    kind: 'order-shipped',
    to: email,
    subject: `Your Brass Aangan order ${number} is on its way`,
    text: [
      `Namaste ${mailName(order.shippingAddress.firstName)},`,
      '',
      `Your order ${number} has left our workshop${courier ? ` with ${courier}` : ''}.`,
      ...(order.shiprocketAwbCode ? [`Its tracking number (AWB) is ${order.shiprocketAwbCode}.`] : []),
      '',
      'Track your parcel:',
      orderPage(order, shopOrigin),
      '',
      ...(order.paymentMethod === 'cod'
        ? [`Please keep ${formatRupees(order.totalAmount)} ready to pay the courier on delivery.`, '']
        : []),
      'Brass Aangan',
    ].join('\n'),
  };
}
