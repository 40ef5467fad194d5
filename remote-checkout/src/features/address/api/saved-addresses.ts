import { apiClient } from '@brass/shared/api';
import type { SaveAddressBody, SavedAddress, SavedAddressList } from '@brass/shared/contracts/accounts';

export async function getSavedAddresses(signal: AbortSignal): Promise<SavedAddress[]> {
  const { data } = await apiClient.get<SavedAddressList>('/api/users/me/addresses', { signal });
  return data.addresses;
}

/** Answers the address as the shop keeps it, the one kept already when it was saved before. */
export async function saveAddress(body: SaveAddressBody): Promise<SavedAddress> {
  const { data } = await apiClient.post<SavedAddress>('/api/users/me/addresses', body);
  return data;
}

/** Answers the addresses left. */
export async function removeAddress(id: string): Promise<SavedAddress[]> {
  const { data } = await apiClient.delete<SavedAddressList>(
    `/api/users/me/addresses/${encodeURIComponent(id)}`,
  );
  return data.addresses;
}

/** Writes the corrected address over the kept one; answers the addresses kept. */
export async function updateAddress(id: string, body: SaveAddressBody): Promise<SavedAddress[]> {
  const { data } = await apiClient.put<SavedAddressList>(
    `/api/users/me/addresses/${encodeURIComponent(id)}`,
    body,
  );
  return data.addresses;
}
