import { apiClient } from '@brass/shared/api';
import type { LoginBody, Session } from '@brass/shared/contracts/accounts';
import { toSession } from './session';

export async function login(credentials: LoginBody): Promise<Session> {
  const { data } = await apiClient.post<unknown>('/api/users/login', credentials);
  return toSession(data);
}
