import { apiClient } from '@brass/shared/api';
import { adminProductListSchema, type AdminProductList } from '@brass/shared/contracts/admin-products';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

/** A page of the catalogue, archived products too, in the owner's order; `query` is the list's URL query. */
export async function getAdminProducts(query: string, signal?: AbortSignal): Promise<AdminProductList> {
  const { data } = await apiClient.get<unknown>(`/api/admin/products?${query}`, { signal });
  return v.parse(adminProductListSchema, data);
}

/** The page `query` names, as the list's address has it. */
export function useAdminProducts(query: string) {
  return useRequest(`admin-products?${query}`, (signal) => getAdminProducts(query, signal));
}
