import type { AdminOrderStatus } from '@brass/shared/contracts/admin-orders';

/**
 * Where an order may go from where it is. A shipped parcel can still come back (refused at the door,
 * lost), so it may be cancelled; a delivered or cancelled order is done, and money goes back through
 * a refund rather than a status.
 */
const nextOf: Record<string, AdminOrderStatus[]> = {
  preparing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export function nextStatuses(status: string): AdminOrderStatus[] {
  return nextOf[status] ?? [];
}

/**
 * Whether the shopper may still cancel the order themselves: until it leaves the workshop. A shipment
 * booked but not yet collected is cancelled with Shiprocket; once shipped, it comes back as a return.
 */
export function shopperMayCancel(status: string): boolean {
  return status === 'preparing';
}
