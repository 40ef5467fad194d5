import type { CouponDiscount } from '@brass/shared/contracts/checkout';
import type { RequestState } from '@brass/shared/use-request';

/** The summary's discount row, under the subtotal, once the server priced the code above nothing. */
export function discountRows(coupon: RequestState<CouponDiscount>): { label: string; value: number }[] {
  if (coupon.status !== 'success' || coupon.data.discount === 0) return [];
  return [{ label: `Discount (${coupon.data.code})`, value: -coupon.data.discount }];
}
