import { apiClient } from '@brass/shared/api';

/** Takes back an invitation to the staff not yet taken up; answers what happened, in the API's words. */
export async function withdrawInvitation(email: string): Promise<string> {
  const { data } = await apiClient.delete<{ message: string }>(
    `/api/admin/staff/invitations/${encodeURIComponent(email)}`,
  );
  return data.message;
}
