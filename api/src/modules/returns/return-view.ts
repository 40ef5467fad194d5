/** Returns as the shop's pages show them, from their rows. */
import type { AdminReturn, ShopperReturn } from '@brass/shared/contracts/returns';
import { imageKey } from '../images/rendering.js';
import type { ImageStore } from '../images/image-store.js';
import { formatOrderNumber } from '../orders/order-number.js';
import type { ReturnRow, ReturnWithOrder } from './repository.js';

/** How a return's photos are kept: one width, 4:3, enough for the staff to judge a dent or a crack. */
export const RETURN_PHOTO = { widths: [960], aspect: 0.75 } as const;

const returnPhotoUrl = (store: ImageStore, stem: string) =>
  store.url(imageKey(stem, RETURN_PHOTO.widths[0], 'webp'));

export function toShopperReturn(row: ReturnRow, store: ImageStore): ShopperReturn {
  return {
    id: row.id,
    status: row.status,
    lines: row.lines,
    amount: row.amount,
    reason: row.reason,
    details: row.details,
    photos: row.photos.map((stem) => returnPhotoUrl(store, stem)),
    staffNote: row.staffNote,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminReturn(
  { orderReturn, order, email, name }: ReturnWithOrder,
  store: ImageStore,
): AdminReturn {
  return {
    ...toShopperReturn(orderReturn, store),
    orderNumber: formatOrderNumber(order.number),
    paymentMethod: order.paymentMethod === 'cod' ? 'cod' : 'online',
    customer: { name, email },
    shiprocketReturnId: orderReturn.shiprocketOrderId,
    manualRefundReference: orderReturn.manualRefundReference,
  };
}
