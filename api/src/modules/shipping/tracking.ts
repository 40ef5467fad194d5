/**
 * Shiprocket's tracking answer turned into what the orders page shows (tracking
 * info), and into the order status the page colours (preparing, shipped, delivered).
 */
import type { TrackingResponse } from '@brass/shared/contracts/orders';
import type { ShiprocketTracking } from './shiprocket-client.js';

/** The order statuses, in the only direction a shipment moves. */
const orderProgress = ['preparing', 'shipped', 'delivered'] as const;
export type OrderProgress = (typeof orderProgress)[number];

// Shiprocket's shipment status codes once the courier has the parcel: shipped, out for delivery, in
// transit, delayed, reached destination hub, picked up, reached warehouse, in flight, handed over.
const shippedCodes = new Set([6, 17, 18, 22, 38, 42, 48, 50, 51]);
const deliveredCode = 7;

/** `2026-11-20 15:30:00` in India time, as Shiprocket writes it, to ISO 8601 with the offset. */
function isoFromShiprocketDate(date: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(date.trim());
  return match ? `${match[1]}T${match[2]}+05:30` : date;
}

/** Shiprocket's words for where the shipment is, such as 'IN TRANSIT'. */
export function shipmentStatusOf(tracking: ShiprocketTracking): string | undefined {
  return tracking.shipment_track?.[0]?.current_status || undefined;
}

export function trackingInfoOf(tracking: ShiprocketTracking): TrackingResponse['trackingInfo'] {
  const activities = [...(tracking.shipment_track_activities ?? [])]
    // Newest first; the dates sort as text. Shiprocket already lists them so, this only makes sure.
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .map((activity) => ({
      status: activity.activity || activity.status || 'Update',
      location: activity.location ?? '',
      timestamp: isoFromShiprocketDate(activity.date),
    }));
  const status = shipmentStatusOf(tracking);
  return { ...(status === undefined ? {} : { status }), tracking_data: activities };
}

/** What the shipment says about the order; the caller never moves an order backwards. */
export function progressOf(tracking: ShiprocketTracking): OrderProgress {
  const code = tracking.shipment_status;
  const label = shipmentStatusOf(tracking)?.toUpperCase();
  if (code === deliveredCode || label === 'DELIVERED') return 'delivered';
  if ((code !== undefined && shippedCodes.has(code)) || label === 'SHIPPED' || label === 'IN TRANSIT') {
    return 'shipped';
  }
  return 'preparing';
}

export function isAhead(next: OrderProgress, current: string): boolean {
  const from = orderProgress.indexOf(current as OrderProgress);
  // A status outside the three (set by hand, say 'cancelled') is left alone.
  return from !== -1 && orderProgress.indexOf(next) > from;
}
