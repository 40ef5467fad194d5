import { apiErrorMessage } from '@brass/shared/api-support';
import type { SaveAddressBody, SavedAddress } from '@brass/shared/contracts/accounts';
import { useRequest } from '@brass/shared/use-request';
import { useState } from 'react';
import { getSavedAddresses, removeAddress, saveAddress, updateAddress } from '../api/saved-addresses';

/** The last save, correction or removal, said beside the saved addresses. */
export type AddressChange =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

/**
 * The signed-in shopper's saved addresses: read once (again on `retry`), then kept in step with what
 * this page saves, corrects and removes, each change answered by the shop.
 */
export function useSavedAddresses(signedIn: boolean) {
  const [attempt, setAttempt] = useState(0);
  const read = useRequest(signedIn ? `saved-addresses#${attempt}` : null, getSavedAddresses);
  const [changed, setChanged] = useState<SavedAddress[] | null>(null);
  const [change, setChange] = useState<AddressChange>({ status: 'idle' });
  const addresses = changed ?? (read.status === 'success' ? read.data : []);

  async function save(body: SaveAddressBody): Promise<void> {
    setChange({ status: 'saving' });
    try {
      const address = await saveAddress(body);
      setChanged([address, ...addresses.filter((kept) => kept.id !== address.id)]);
      setChange({ status: 'saved' });
    } catch (error) {
      setChange({ status: 'failed', message: apiErrorMessage(error, 'The address could not be saved.') });
    }
  }

  async function update(id: string, body: SaveAddressBody): Promise<void> {
    setChange({ status: 'saving' });
    try {
      setChanged(await updateAddress(id, body));
      setChange({ status: 'saved' });
    } catch (error) {
      setChange({ status: 'failed', message: apiErrorMessage(error, 'The address could not be updated.') });
    }
  }

  async function remove(id: string): Promise<void> {
    try {
      setChanged(await removeAddress(id));
      setChange({ status: 'idle' });
    } catch (error) {
      setChange({ status: 'failed', message: apiErrorMessage(error, 'The address could not be removed.') });
    }
  }

  function retry(): void {
    setChanged(null);
    setAttempt((count) => count + 1);
  }

  return { addresses, loadFailed: read.status === 'error', change, save, update, remove, retry };
}
