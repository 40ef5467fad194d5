import type { Order } from '@brass/shared/contracts/orders';
import { formatRupees } from '@brass/shared/money';

/** How the order is paid, as the shopper reads it. */
export function paymentWords(order: Pick<Order, 'paymentMethod' | 'totalAmount'>): string {
  return order.paymentMethod === 'cod'
    ? `Cash on delivery: pay ${formatRupees(order.totalAmount)} on delivery`
    : 'Paid online';
}

// Built once: the day a courier promised, as a shopper says it ('Tuesday, 2 December').
const deliveryDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** When the parcel is expected, or where it is when that no longer matters. */
export function deliveryWords(order: Pick<Order, 'status' | 'deliversBy'>): string {
  if (order.status === 'delivered') return 'Delivered';
  if (order.status === 'cancelled') return 'Cancelled';
  // A plain calendar day, read in UTC so that no time zone moves it.
  if (order.deliversBy) return `Expected by ${deliveryDay.format(new Date(`${order.deliversBy}T00:00:00Z`))}`;
  return 'We will tell you the delivery date once the courier has your parcel';
}

/**
 * What the shop still has to do before the order ships, as the shopper reads it: confirm an order paid
 * on delivery with them by phone, or arrange a courier for one priced with the default rates.
 */
export function pendingWords(
  order: Pick<Order, 'awaitingConfirmation' | 'shippingToArrange' | 'shippingAddress'>,
): string[] {
  const words: string[] = [];
  if (order.awaitingConfirmation) {
    words.push(
      `Waiting for confirmation: we will call you on ${order.shippingAddress.phoneNumber} to confirm this cash on delivery order, and ship it once you have.`,
    );
  }
  if (order.shippingToArrange) {
    words.push('Our team is arranging the courier for this order and will tell you when it ships.');
  }
  return words;
}
