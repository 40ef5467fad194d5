import { apiClient } from '@brass/shared/api-client';
import { adminProductListSchema, type AdminProductList } from '@brass/shared/contract';
import { useRequest } from '@brass/shared/use-request';

/** A page of the catalogue, archived products too; `query` is the list's URL query as it stands. */
export function useAdminProducts(query: string) {
  return useRequest(`admin-products?${query}`, async (signal): Promise<AdminProductList> => {
    const { data } = await apiClient.get<unknown>(`/api/admin/products?${query}`, { signal });
    return adminProductListSchema.parse(data);
  });
}
