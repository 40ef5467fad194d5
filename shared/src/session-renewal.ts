/**
 * The session behind the shop's HTTP client: a call the API refuses because the access token has
 * expired renews the session once and is sent again; a session the API refuses to renew is ended.
 */
import axios, { AxiosHeaders, type AxiosInstance } from 'axios';
// Stateful siblings by package name, as the apps import them. Inside this package no import goes
// through the share scope: a module that uses them is one instance only if it is shared by name too.
import { getToken, useAuthStore } from '@brass/shared/auth-store';
import { STORAGE_KEYS } from './constants';
import type { Session } from './contracts/accounts';
import { readStorage } from './storage';

/** The call that renews: the refresh token is an HttpOnly cookie, the expired access token not sent. */
export const REFRESH_PATH = '/api/users/refresh';

/** Other tabs of the shop share the cookie and the stored token: one renews, the others wait for it. */
async function withTabsLock<T>(renew: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? await locks.request('brass-session-renewal', renew) : renew();
}

// A shape check rather than the contract's schema: the schema would bring valibot into every page.
function isSession(data: unknown): data is Session {
  const { token, user } = (data ?? {}) as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof user === 'object' && user !== null;
}

/**
 * Renews the session for `client`'s calls that meet an expired access token. The call sent again
 * carries `sessionRenewed`, an option api-client.ts declares with the client's config.
 */
export function renewExpiredSessions(client: AxiosInstance): void {
  let renewal: Promise<string | null> | null = null;

  async function requestRenewal(rejected: string): Promise<string | null> {
    const auth = useAuthStore.getState();
    const stored = readStorage(STORAGE_KEYS.token);
    if (stored && stored !== rejected) {
      auth.reload();
      return stored;
    }
    try {
      const { data } = await client.post<unknown>(REFRESH_PATH);
      if (!isSession(data)) return null;
      auth.login(data);
      return data.token;
    } catch (error) {
      // Refused (expired, revoked or replayed): the session is over. Unreachable or failing: it may
      // still be renewed by a later call.
      if (axios.isAxiosError(error) && error.response && error.response.status < 500) return null;
      throw error;
    }
  }

  /**
   * The new access token, or null when the API refused to renew the session. Calls that meet the
   * expired token together share one renewal: each refresh token is good for one use only, and the
   * API ends the whole session when a spent one comes back.
   */
  function renewSession(rejected: string): Promise<string | null> {
    renewal ??= withTabsLock(() => requestRenewal(rejected)).finally(() => {
      renewal = null;
    });
    return renewal;
  }

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
    const request = error.config;
    const sent = AxiosHeaders.from(request.headers).get('Authorization');
    // Only the rejected token ends the session: a 401 for an anonymous call, or for a token that
    // has since been replaced, must not log the user out.
    const token = getToken();
    if (!token || typeof sent !== 'string' || !sent.startsWith('Bearer ')) throw error;
    if (sent !== `Bearer ${token}`) {
      // Replaced while the call was in flight (another call renewed the session, or a fresh login):
      // the call is sent again with the token that stands now, and renews it in turn if refused.
      request.headers.set('Authorization', `Bearer ${token}`);
      return client.request(request);
    }
    if (request.sessionRenewed) {
      useAuthStore.getState().logout();
      throw error;
    }
    const renewed = await renewSession(token).catch(() => undefined);
    if (renewed === undefined) throw error;
    if (renewed === null) {
      if (getToken() === token) useAuthStore.getState().logout();
      throw error;
    }
    request.headers.set('Authorization', `Bearer ${renewed}`);
    return client.request({ ...request, sessionRenewed: true });
  });
}
