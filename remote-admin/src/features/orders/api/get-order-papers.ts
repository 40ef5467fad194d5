import { apiClient } from '@brass/shared/api';
import { orderPapersSchema, type OrderPapers } from '@brass/shared/contracts/admin-invoices';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

/**
 * The order's invoice number and credit notes. `version` names what may have issued new ones (a
 * refund, a cancellation, a download of the invoice): a new version asks again.
 */
export function useOrderPapers(orderNumber: string, version: string) {
  return useRequest(`admin-order-papers:${orderNumber}:${version}`, async (signal): Promise<OrderPapers> => {
    const { data } = await apiClient.get<unknown>(
      `/api/admin/orders/${encodeURIComponent(orderNumber)}/papers`,
      { signal },
    );
    return v.parse(orderPapersSchema, data);
  });
}
