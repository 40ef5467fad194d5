import { apiClient } from '@brass/shared/api';
import type { ReleaseRestoreAnswer, ReleaseRestoreBody } from '@brass/shared/contracts/releases';

/** Puts the whole shop back as it was after a history entry, as `pnpm rollback --to`; answers what happened. */
export async function restoreShop(entry: number): Promise<string> {
  const body: ReleaseRestoreBody = { entry };
  const { data } = await apiClient.post<ReleaseRestoreAnswer>('/api/admin/releases/restore', body);
  return data.message;
}
