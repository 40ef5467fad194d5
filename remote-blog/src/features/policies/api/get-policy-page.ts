import { apiClient, apiErrorMessage } from '@brass/shared/api-client';
import type { PolicyPage } from '@brass/shared/contract';
import { failedStatus, useRequest, type RequestState } from '@brass/shared/use-request';

async function getPolicyPage(slug: string, signal?: AbortSignal): Promise<PolicyPage> {
  const { data } = await apiClient.get<PolicyPage>(`/api/pages/${encodeURIComponent(slug)}`, { signal });
  return data;
}

/** The shop has no policy page at the address asked for. */
export function isMissingPage(error: unknown): boolean {
  return failedStatus(error) === 404;
}

export function policyPageErrorMessage(error: unknown): string {
  return `Failed to load page: ${apiErrorMessage(error, 'the server did not answer')}`;
}

/** Loads one policy page, again whenever the address changes. */
export function usePolicyPage(slug: string | undefined): RequestState<PolicyPage> {
  return useRequest(slug ?? null, (signal) => getPolicyPage(slug ?? '', signal));
}
