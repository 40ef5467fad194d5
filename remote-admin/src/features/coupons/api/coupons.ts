import { apiClient } from '@brass/shared/api';
import {
  adminCouponListSchema,
  adminCouponSchema,
  type AdminCoupon,
  type AdminCouponList,
  type CouponBody,
} from '@brass/shared/contracts/admin-coupons';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

/** Every coupon code, newest first, with its uses; a new `attempt` asks again. */
export function useCoupons(attempt: number) {
  return useRequest(`admin-coupons:${attempt}`, async (signal): Promise<AdminCouponList> => {
    const { data } = await apiClient.get<unknown>('/api/admin/coupons', { signal });
    return v.parse(adminCouponListSchema, data);
  });
}

export async function createCoupon(body: CouponBody): Promise<AdminCoupon> {
  const { data } = await apiClient.post<unknown>('/api/admin/coupons', body);
  return v.parse(adminCouponSchema, data);
}

export async function updateCoupon(id: string, body: CouponBody): Promise<AdminCoupon> {
  const { data } = await apiClient.put<unknown>(`/api/admin/coupons/${encodeURIComponent(id)}`, body);
  return v.parse(adminCouponSchema, data);
}

export async function deactivateCoupon(id: string): Promise<AdminCoupon> {
  const { data } = await apiClient.post<unknown>(`/api/admin/coupons/${encodeURIComponent(id)}/deactivate`);
  return v.parse(adminCouponSchema, data);
}
