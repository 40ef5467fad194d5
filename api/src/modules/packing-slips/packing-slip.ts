/**
 * What a packing slip says, from an order: what goes in the parcel and to whom. It holds no price,
 * total, tax or way of paying, so that no slip can print one, least of all a gift's, which the
 * recipient opens.
 */
import type { Order } from '@brass/shared/contracts/orders';
import { dayInIndia, recipientOf } from '../invoices/invoice.js';

export interface PackingSlip {
  shop: { name: string; address: string | null };
  /** `BA-10042`. */
  orderNumber: string;
  /** The day the order was placed, in India, as `12 June 2026`. */
  date: string;
  shipTo: { name: string; addressLines: string[]; phone: string };
  /** `sku`: the shelf's code of the piece or of its size, where the owner gave one. */
  lines: { productName: string; sku: string | null; quantity: number }[];
  /** Null for an order that is no gift; `message` null for a gift without one. */
  gift: { message: string | null } | null;
}

export interface SlipOrder {
  number: string;
  placedAt: Date;
  shippingAddress: Order['shippingAddress'];
  isGift: boolean;
  giftMessage: string | null;
  lines: PackingSlip['lines'];
}

export function buildPackingSlip(order: SlipOrder, shop: PackingSlip['shop']): PackingSlip {
  return {
    shop,
    orderNumber: order.number,
    date: dayInIndia(order.placedAt),
    shipTo: recipientOf(order.shippingAddress),
    lines: order.lines.map(({ productName, sku, quantity }) => ({ productName, sku, quantity })),
    gift: order.isGift ? { message: order.giftMessage } : null,
  };
}
