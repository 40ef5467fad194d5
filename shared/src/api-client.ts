/**
 * The one HTTP client of the shop. Its API base is read from the runtime config
 * on every request, because the module is loaded (as a federation singleton) before config.json is.
 */
import axios, { AxiosHeaders } from 'axios';
// Stateful siblings are imported by package name, never by relative path: only a package specifier
// goes through the federation share scope, so host and remotes reach the one instance.
import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { getToken, useAuthStore } from '@brass/shared/auth-store';
import { DEFAULT_PRODUCT_IMAGE, STORAGE_KEYS } from './constants';
import type { Session } from './contract';
import { readStorage } from './storage';

// Every call goes to the backend with credentials, the API being on another origin.
// The credentials matter: the refresh token lives in an HttpOnly cookie the API sets and reads.
export const apiClient = axios.create({ withCredentials: true });

const REFRESH_PATH = '/api/users/refresh';
const LOGOUT_PATH = '/api/users/logout';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the retry after a renewal: a second 401 ends the session instead of renewing again. */
    sessionRenewed?: boolean;
  }
}

apiClient.interceptors.request.use((config) => {
  config.baseURL ??= getRuntimeConfig().apiBase;
  const token = getToken();
  if (token && config.url !== REFRESH_PATH && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

let renewal: Promise<string | null> | null = null;

/**
 * The new access token, or null when the API refused to renew the session. Calls that meet the
 * expired token together share one renewal: each refresh token is good for one use only, and the API
 * ends the whole session when a spent one comes back.
 */
function renewSession(rejected: string): Promise<string | null> {
  renewal ??= withTabsLock(() => requestRenewal(rejected)).finally(() => {
    renewal = null;
  });
  return renewal;
}

/** Other tabs of the shop share the cookie and the stored token: one renews, the others wait for it. */
async function withTabsLock<T>(renew: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? await locks.request('brass-session-renewal', renew) : renew();
}

// A shape check rather than the contract's schema: the schema would bring zod into every page.
function isSession(data: unknown): data is Session {
  const { token, user } = (data ?? {}) as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof user === 'object' && user !== null;
}

async function requestRenewal(rejected: string): Promise<string | null> {
  const auth = useAuthStore.getState();
  const stored = readStorage(STORAGE_KEYS.token);
  if (stored && stored !== rejected) {
    auth.reload();
    return stored;
  }
  try {
    const { data } = await apiClient.post<unknown>(REFRESH_PATH);
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

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const request = error.config;
  const sent = AxiosHeaders.from(request.headers).get('Authorization');
  // Only the rejected token ends the session: a 401 for an anonymous call, or for a token that
  // has since been replaced by a fresh login, must not log the user out.
  const token = getToken();
  if (!token || sent !== `Bearer ${token}`) throw error;
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
  return apiClient.request({ ...request, sessionRenewed: true });
});

/**
 * Logout: asks the API to end the session (only it can clear the HttpOnly refresh cookie), and
 * forgets the stored session at once, whether or not the API answers.
 */
export function endSession(): Promise<void> {
  const ended = apiClient.post(LOGOUT_PATH).then(
    () => undefined,
    () => undefined,
  );
  useAuthStore.getState().logout();
  return ended;
}

const ABSOLUTE_URL = /^(?:https?:|data:|blob:|\/\/)/i;

/** Product and blog images: the API serves /images/ paths, anything absolute is used as is. */
export function imageUrl(path?: string | null): string {
  const source = path || DEFAULT_PRODUCT_IMAGE;
  if (ABSOLUTE_URL.test(source)) return source;
  if (source.startsWith('/images/')) return `${getRuntimeConfig().apiBase}${source}`;
  return source;
}

/** The text to show for a failed call: the server's `message` (or `error`), else the error's own. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const body: unknown = error.response?.data;
    if (typeof body === 'object' && body !== null) {
      const { message, error: detail } = body as Record<string, unknown>;
      if (typeof message === 'string' && message) return message;
      if (typeof detail === 'string' && detail) return detail;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
