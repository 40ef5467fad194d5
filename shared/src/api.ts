/**
 * The shop's calls to its API, as every app makes them. The HTTP client behind them (axios, set up
 * in `@brass/shared/api-client`) is fetched with the first call rather than with the page: a first
 * visit is rendered from the answers the server sent with the page and calls nothing, and the client
 * would be a tenth of the JavaScript it downloads.
 */
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { endSessionThrough } from './api-support';

let loading: Promise<AxiosInstance> | undefined;

/**
 * The one client of the shop; a failed download is tried again by the next call. Its one instance is
 * the one this module loads, and this module is one instance shop-wide (the host provides it), so the
 * client is not shared by name: nothing of it reaches a page before the first call.
 */
function client(): Promise<AxiosInstance> {
  return (loading ??= import('./api-client').then(
    (module) => module.apiClient,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** The client's calls the apps make, each sent once the client is in. */
export const apiClient: Pick<AxiosInstance, 'get' | 'delete' | 'post' | 'put' | 'patch'> = {
  get<T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) {
    return client().then((loaded) => loaded.get<T, R, D>(url, config));
  },
  delete<T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) {
    return client().then((loaded) => loaded.delete<T, R, D>(url, config));
  },
  post<T = unknown, R = AxiosResponse<T>, D = unknown>(
    url: string,
    data?: D,
    config?: AxiosRequestConfig<D>,
  ) {
    return client().then((loaded) => loaded.post<T, R, D>(url, data, config));
  },
  put<T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) {
    return client().then((loaded) => loaded.put<T, R, D>(url, data, config));
  },
  patch<T = unknown, R = AxiosResponse<T>, D = unknown>(
    url: string,
    data?: D,
    config?: AxiosRequestConfig<D>,
  ) {
    return client().then((loaded) => loaded.patch<T, R, D>(url, data, config));
  },
};

/**
 * Logout: asks the API to end the session (only it can clear the HttpOnly refresh cookie), and
 * forgets the stored session at once, whether or not the API answers.
 */
export function endSession(): Promise<void> {
  return endSessionThrough(apiClient);
}
