import { apiClient } from '@brass/shared/api';
import { adminProductSchema, type AdminProduct } from '@brass/shared/contracts/admin-products';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

/** One product with its facts and photos, as it stands now. */
export async function getAdminProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  const { data } = await apiClient.get<unknown>(`/api/admin/products/${encodeURIComponent(id)}`, { signal });
  return v.parse(adminProductSchema, data);
}

/** The product for its page; a new `attempt` asks again. */
export function useAdminProduct(id: string, attempt: number) {
  return useRequest(`admin-product:${id}:${attempt}`, (signal) => getAdminProduct(id, signal));
}
