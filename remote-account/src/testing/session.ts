import { useAuthStore } from '@brass/shared/auth-store';
import type { Session } from '@brass/shared/contract';

export const asha: Session = {
  user: { id: 'usr_asha', name: 'Asha Iyer', email: 'asha@example.in' },
  token: 'jwt-asha',
};

/** Every test starts signed out at `path`, with whatever history state it needs. */
export function startAt(path: string, state: unknown = null) {
  useAuthStore.getState().logout();
  window.history.replaceState(state, '', path);
}
