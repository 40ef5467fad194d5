import type { AdminOrderStatus } from '@brass/shared/contracts/admin-orders';
import type { PaymentMethod } from '@brass/shared/contracts/orders';

export const statusLabels: Record<AdminOrderStatus, string> = {
  preparing: 'Preparing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** What the button that moves an order to a status says. */
export const moveLabels: Record<AdminOrderStatus, string> = {
  preparing: 'Back to preparing',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

export const paymentLabels: Record<PaymentMethod, string> = {
  online: 'Online',
  cod: 'Cash on delivery',
};

export const statusLabel = (status: string): string => statusLabels[status as AdminOrderStatus] ?? status;
