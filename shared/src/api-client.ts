/**
 * The one HTTP client of the shop. Its API base is read from the runtime config
 * on every request, because the module is loaded (as a federation singleton) before config.json is.
 */
import axios from 'axios';
// Stateful siblings by package name, as the apps import them. Inside this package no import goes
// through the share scope: a module that uses them is one instance only if it is shared by name too.
import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { getToken } from '@brass/shared/auth-store';
import {
  apiErrorMessage as apiErrorMessageOf,
  endSessionThrough,
  imageUrl as imageUrlOf,
} from './api-support';
import { REFRESH_PATH, renewExpiredSessions } from './session-renewal';

// Every call goes to the backend with credentials, the API being on another origin.
// The credentials matter: the refresh token lives in an HttpOnly cookie the API sets and reads.
export const apiClient = axios.create({ withCredentials: true });

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
 * Logout, image addresses and error texts, for apps built before `@brass/shared/api` and
 * `@brass/shared/api-support`, which the apps now use: they do not load this client's code.
 */
export function endSession(): Promise<void> {
  return endSessionThrough(apiClient);
}

export function imageUrl(path?: string | null): string {
  return imageUrlOf(path);
}

export function apiErrorMessage(error: unknown, fallback: string): string {
  return apiErrorMessageOf(error, fallback);
}
