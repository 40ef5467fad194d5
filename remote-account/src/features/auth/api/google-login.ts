import { apiClient } from '@brass/shared/api';
import type { Session } from '@brass/shared/contracts/accounts';
import { toSession } from './session';

/** Trades the Google ID token for a shop session. The API serves this route at /auth/google, without the /api prefix of the others. */
export async function googleLogin(credential: string): Promise<Session> {
  const { data } = await apiClient.post<unknown>('/users/google-login', { token: credential });
  return toSession(data);
}
