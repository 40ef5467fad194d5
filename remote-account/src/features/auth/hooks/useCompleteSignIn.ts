import { useAuthStore } from '@brass/shared/auth-store';
import type { Session } from '@brass/shared/contract';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { returnPathAfterSignIn } from '../utils/return-path';

/**
 * Saves the session in the shared store (the host's header shows the avatar at once) and leaves the
 * auth page. The page is replaced in history, so Back does not land on a form already done with.
 */
export function useCompleteSignIn(): (session: Session, destination?: string) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (session, destination) => {
      // Read now rather than at render: the state belongs to the history entry being left.
      const target = destination ?? returnPathAfterSignIn(window.history.state, window.location.search);
      useAuthStore.getState().login(session);
      navigate(target, { replace: true });
    },
    [navigate],
  );
}
