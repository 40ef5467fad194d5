/**
 * The one HTTP client of the shop (SPEC.md section 7). Its API base is read from the runtime config
 * on every request, because the module is loaded (as a federation singleton) before config.json is.
 */
import axios, { AxiosHeaders } from 'axios';
// Stateful siblings are imported by package name, never by relative path: only a package specifier
// goes through the federation share scope, so host and remotes reach the one instance.
import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { getToken, useAuthStore } from '@brass/shared/auth-store';
import { DEFAULT_PRODUCT_IMAGE } from './constants';

// SPEC.md section 7: every call goes to the backend with credentials, the API being on another origin.
export const apiClient = axios.create({ withCredentials: true });

apiClient.interceptors.request.use((config) => {
  config.baseURL ??= getRuntimeConfig().apiBase;
  const token = getToken();
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401) {
    const sent = AxiosHeaders.from(error.config?.headers ?? {}).get('Authorization');
    // Only the rejected token ends the session: a 401 for an anonymous call, or for a token that
    // has since been replaced by a fresh login, must not log the user out.
    const token = getToken();
    if (token && sent === `Bearer ${token}`) useAuthStore.getState().logout();
  }
  return Promise.reject(error);
});

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
