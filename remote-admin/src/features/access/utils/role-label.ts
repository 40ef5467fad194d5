import type { AdminProfile } from '@brass/shared/contracts/admin';

/** How the back office names a role to people: "Owner" or "Staff". */
export function roleLabel(role: AdminProfile['role']): string {
  return role === 'owner' ? 'Owner' : 'Staff';
}
