import { apiClient } from '@brass/shared/api';
import type { PincodePlace } from '@brass/shared/contracts/accounts';

/** The city and state the shop's pincode directory knows for a 6-digit pincode. */
export async function getPincodePlace(pincode: string, signal: AbortSignal): Promise<PincodePlace> {
  const { data } = await apiClient.get<PincodePlace>(`/api/pincodes/${pincode}`, { signal });
  return data;
}
