import { apiClient } from '@brass/shared/api';

interface VerifyPaymentBody {
  paymentId: string;
  orderId: string;
  signature: string;
}

/** Resolves only when the server confirms Razorpay's signature. */
export async function verifyPayment(body: VerifyPaymentBody): Promise<void> {
  const { data } = await apiClient.post<{ success: boolean }>('/api/razorpay/verify-payment', body);
  if (!data.success) throw new Error('The payment signature was not confirmed');
}
