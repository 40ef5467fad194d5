import { apiClient } from '@brass/shared/api';
import type { ReleaseRollbackAnswer } from '@brass/shared/contracts/releases';
import type { AppName } from '@brass/shared/runtime-config';

/** Puts back the app's previous live release, as `pnpm rollback <app>`; answers what happened. */
export async function rollBackApp(app: AppName): Promise<string> {
  const { data } = await apiClient.post<ReleaseRollbackAnswer>(
    `/api/admin/releases/${encodeURIComponent(app)}/rollback`,
  );
  return data.message;
}
