import { apiClient } from '@brass/shared/api';
import {
  adminSettingsSchema,
  type AdminSettings,
  type AdminSettingsInput,
} from '@brass/shared/contracts/admin-settings';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

/** The home page's texts, the shop's contact details and its pricing; a new `attempt` asks again. */
export function useSettings(attempt: number) {
  return useRequest(`admin-settings:${attempt}`, async (signal): Promise<AdminSettings> => {
    const { data } = await apiClient.get<unknown>('/api/admin/settings', { signal });
    return v.parse(adminSettingsSchema, data);
  });
}

/**
 * Replaces every group as the form has them (the pricing as typed: the API reads the numbers);
 * answers them as stored (phone numbers as +91..., amounts as numbers).
 */
export async function saveSettings(body: AdminSettingsInput): Promise<AdminSettings> {
  const { data } = await apiClient.put<unknown>('/api/admin/settings', body);
  return v.parse(adminSettingsSchema, data);
}
