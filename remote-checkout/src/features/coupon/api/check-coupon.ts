import { apiClient } from '@brass/shared/api';
import { toCartLines, type CartItem } from '@brass/shared/cart-store';
import type { CheckCouponBody, CouponDiscount } from '@brass/shared/contracts/checkout';
import { useRequest, type RequestState } from '@brass/shared/use-request';
import { useAppliedCoupon } from '../stores/applied-coupon-store';

async function checkCoupon(body: CheckCouponBody, signal: AbortSignal): Promise<CouponDiscount> {
  const { data } = await apiClient.post<CouponDiscount>('/api/coupons/check', body, { signal });
  return data;
}

/**
 * What the applied coupon takes off the cart, as the server prices it: asked again whenever the code or
 * a line changes, so the discount shown is always the server's. Idle with no code or an empty cart;
 * an error carries the server's reason (expired, minimum not met, already used).
 */
export function useCouponDiscount(items: readonly CartItem[]): RequestState<CouponDiscount> {
  const code = useAppliedCoupon((state) => state.code);
  const cart = toCartLines(items);
  const lines = cart.map((line) => `${line.productId}*${line.quantity}`).join(',');
  return useRequest(code && cart.length > 0 ? `${code}|${lines}` : null, (signal) =>
    checkCoupon({ code: code ?? '', cart }, signal),
  );
}

/** The rupees off the goods: 0 while the server has not priced the code, or refused it. */
export const discountOf = (state: RequestState<CouponDiscount>): number =>
  state.status === 'success' ? state.data.discount : 0;

/** The code to send with the order: only one the server accepted for this cart. */
export const acceptedCode = (state: RequestState<CouponDiscount>): string | undefined =>
  state.status === 'success' ? state.data.code : undefined;
