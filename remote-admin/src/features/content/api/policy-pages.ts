import { apiClient } from '@brass/shared/api';
import {
  adminPolicyPageListSchema,
  adminPolicyPageSchema,
  type AdminPolicyPage,
  type AdminPolicyPageList,
  type PolicyPageBody,
} from '@brass/shared/contracts/admin-content';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

/** The five policy pages, in the footer's order; a new `attempt` asks again. */
export function usePolicyPages(attempt: number) {
  return useRequest(`admin-pages:${attempt}`, async (signal): Promise<AdminPolicyPageList> => {
    const { data } = await apiClient.get<unknown>('/api/admin/pages', { signal });
    return v.parse(adminPolicyPageListSchema, data);
  });
}

/** Replaces a policy page's title and text; answers the page as saved. */
export async function savePolicyPage(slug: string, body: PolicyPageBody): Promise<AdminPolicyPage> {
  const { data } = await apiClient.put<unknown>(`/api/admin/pages/${encodeURIComponent(slug)}`, body);
  return v.parse(adminPolicyPageSchema, data);
}
