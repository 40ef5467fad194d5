import { apiClient } from '@brass/shared/api';
import { releasesOverviewSchema, type ReleasesOverview } from '@brass/shared/contracts/releases';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

async function getReleases(signal?: AbortSignal): Promise<ReleasesOverview> {
  const { data } = await apiClient.get<unknown>('/api/admin/releases', { signal });
  return v.parse(releasesOverviewSchema, data);
}

/** Each app's live release and the newest history entries; a new `version` (after a change) asks again. */
export function useReleases(version: number) {
  return useRequest(`admin/releases:${version}`, getReleases);
}
