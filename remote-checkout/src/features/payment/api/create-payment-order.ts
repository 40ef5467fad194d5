import { apiClient } from '@brass/shared/api';
import type { CreatePaymentOrderBody, PaymentOrderResponse } from '@brass/shared/contracts/checkout';

/** Razorpay's order for this checkout; the server prices it from its own quote, not from `amount`. */
export async function createPaymentOrder(
  body: CreatePaymentOrderBody,
): Promise<PaymentOrderResponse['order']> {
  const { data } = await apiClient.post<PaymentOrderResponse>('/api/razorpay/create-order', body);
  if (!data.success) throw new Error('The payment order was refused');
  return data.order;
}
