import { apiClient } from '@brass/shared/api';
import { apiErrorMessage } from '@brass/shared/api-support';
import type { PolicyPage } from '@brass/shared/contracts/content';
import { useServerAnswer } from '@brass/shared/server-data';
import { getLinkedProducts, linkedProductsKey } from '../../linked-products/api/get-linked-products';
import { failedStatus, useRequest, type RequestState } from '@brass/shared/use-request';

/** A policy page's key, under which a page rendered on the server also keeps it. */
export const policyPageKey = (slug: string) => `policy:${slug}`;

async function getPolicyPage(slug: string, signal?: AbortSignal): Promise<PolicyPage> {
  const { data } = await apiClient.get<PolicyPage>(`/api/pages/${encodeURIComponent(slug)}`, { signal });
  return data;
}

/**
 * What a policy page's first render reads, by the key its hook asks under, for the server to render
 * it with; `origin` is the page's, as for a post.
 */
export function policyPageCalls(
  slug: string | undefined,
  signal: AbortSignal,
  origin: string,
): Record<string, Promise<unknown>> {
  if (!slug) return {};
  const page = getPolicyPage(slug, signal);
  return {
    [policyPageKey(slug)]: page,
    [linkedProductsKey(policyPageKey(slug))]: page.then(({ body }) =>
      getLinkedProducts(body, origin, signal),
    ),
  };
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
  const key = slug ? policyPageKey(slug) : null;
  return useRequest(
    key,
    (signal) => getPolicyPage(slug ?? '', signal),
    useServerAnswer<PolicyPage>(key ?? ''),
  );
}
