import { apiClient } from '@brass/shared/api';
import type { DeliveryEstimate } from '@brass/shared/contracts/catalog';
import { useRequest } from '@brass/shared/use-request';

async function getDeliveryEstimate(
  productId: string,
  pincode: string,
  signal: AbortSignal,
): Promise<DeliveryEstimate> {
  const response = await apiClient.get<DeliveryEstimate>('/api/delivery-estimate', {
    params: { pincode, productId },
    signal,
  });
  return response.data;
}

/** What the shopper asked about: a pincode, and which asking it is (asking again retries a failure). */
export interface DeliveryQuestion {
  pincode: string;
  attempt: number;
}

/** Idle until a pincode is asked about; each new question asks the API again. */
export function useDeliveryEstimate(productId: string, question: DeliveryQuestion | null) {
  return useRequest(question ? `${productId} ${question.pincode} ${question.attempt}` : null, (signal) =>
    getDeliveryEstimate(productId, question!.pincode, signal),
  );
}
