import { apiClient } from '@brass/shared/api';
import type { RestockAlert, RestockAlertBody } from '@brass/shared/contracts/restock-alerts';

/**
 * "Tell me when it is back": a visitor names the address; for a signed-in shopper the API takes the
 * account's own, so none is sent.
 */
export async function askRestockAlert(productId: string, email?: string): Promise<RestockAlert> {
  const body: RestockAlertBody = email === undefined ? {} : { email };
  return (
    await apiClient.post<RestockAlert>(`/api/products/${encodeURIComponent(productId)}/restock-alert`, body)
  ).data;
}
