import { apiClient } from '@brass/shared/api';
import type { ReturnReason, ShopperReturn } from '@brass/shared/contracts/returns';

export interface ReturnRequest {
  lines: { productId: string; quantity: number }[];
  reason: ReturnReason;
  details: string;
  photos: readonly File[];
}

/** Asks to return pieces, sent as a form with its photos; the API prices the return and checks the window. */
export async function requestReturn(orderNumber: string, request: ReturnRequest): Promise<ShopperReturn> {
  const form = new FormData();
  form.append('lines', JSON.stringify(request.lines));
  form.append('reason', request.reason);
  form.append('details', request.details);
  for (const photo of request.photos) form.append('photos', photo);
  const { data } = await apiClient.post<ShopperReturn>(
    `/api/orders/${encodeURIComponent(orderNumber)}/returns`,
    form,
  );
  return data;
}
