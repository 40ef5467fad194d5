import { apiClient } from '@brass/shared/api';
import { useAuthStore } from '@brass/shared/auth-store';
import type { SignedInAccount } from '@brass/shared/contracts/accounts';
import { useRequest } from '@brass/shared/use-request';

async function getSignedInAccount(signal: AbortSignal): Promise<SignedInAccount> {
  const { data } = await apiClient.get<SignedInAccount>('/api/users/me', { signal });
  return data;
}

/**
 * Asks the API once per visit, and after each sign-in, whether a restored session is still valid: the
 * shared API client renews an expired access token with the refresh cookie, and signs the shopper out
 * cleanly when the session was ended (logout, log out everywhere) before any page trips over it. The
 * same answer says what the account may do, so staff and the owner are offered the back office; the
 * API still decides on every back-office call. Keyed by the account, not the token: renewing the token
 * every few minutes asks nothing more.
 *
 * @returns whether the signed-in account runs the shop (staff or owner); false until the API says so.
 */
export function useSessionCheck(): boolean {
  const accountId = useAuthStore((state) => (state.token && state.user ? state.user.id : null));
  const account = useRequest(accountId, getSignedInAccount);
  return account.status === 'success' && (account.data.role === 'staff' || account.data.role === 'owner');
}
