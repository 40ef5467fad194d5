import { apiClient } from '@brass/shared/api';
import type { RegisterBody, Session } from '@brass/shared/contracts/accounts';
import { login } from './login';
import { toSession } from './session';

/** Creates the account and returns its session, signing in separately if the answer carries none. */
export async function register(details: RegisterBody): Promise<Session> {
  const { data } = await apiClient.post<unknown>('/api/users/register', details);
  try {
    return toSession(data);
  } catch {
    return login({ email: details.email, password: details.password });
  }
}
