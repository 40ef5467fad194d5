/**
 * The one HTTP client of the shop. Its API base is read from the runtime config
 * on every request, because the module is loaded (as a federation singleton) before config.json is.
 */
import axios from 'axios';
// Stateful siblings are imported by package name, never by relative path: only a package specifier
// goes through the federation share scope, so host and remotes reach the one instance.
import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { getToken, useAuthStore } from '@brass/shared/auth-store';
import { DEFAULT_PRODUCT_IMAGE } from './constants';
import { REFRESH_PATH, renewExpiredSessions } from './session-renewal';

// Every call goes to the backend with credentials, the API being on another origin.
// The credentials matter: the refresh token lives in an HttpOnly cookie the API sets and reads.
export const apiClient = axios.create({ withCredentials: true });

const LOGOUT_PATH = '/api/users/logout';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Set on the retry after a renewal (session-renewal.ts): a second 401 ends the session instead of
     * renewing again.
     */
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

renewExpiredSessions(apiClient);

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
