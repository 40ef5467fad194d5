/**
 * What the apps need beside the calls themselves: image addresses, the text of a failed call, and
 * the end of a session. None of it needs the HTTP client's code to be loaded.
 */
import type { AxiosInstance } from 'axios';
// Stateful siblings by package name, as the apps import them. Inside this package no import goes
// through the share scope: a module that uses them is one instance only if it is shared by name too.
import { useAuthStore } from '@brass/shared/auth-store';
import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { DEFAULT_PRODUCT_IMAGE } from './constants';

const LOGOUT_PATH = '/api/users/logout';

/** Asks the API through `client` to end the session, and forgets the stored one at once. */
export function endSessionThrough(client: Pick<AxiosInstance, 'post'>): Promise<void> {
  const ended = client.post(LOGOUT_PATH).then(
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

/** What axios.isAxiosError checks, without loading axios to ask it. */
function isHttpError(error: unknown): error is { response?: { data?: unknown } } {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** The text to show for a failed call: the server's `message` (or `error`), else the error's own. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isHttpError(error)) {
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
