import { useAuthStore } from '@brass/shared/auth-store';
import { useToastStore } from '@brass/shared/toast-store';
import type { Session } from '@brass/shared/contracts/accounts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from '@brass/shared/router';
import { returnPathAfterSignIn } from '../utils/return-path';

/** A notice about the shopper's account is a few sentences: long enough to read them twice. */
const NOTICE_LIFETIME_MS = 12_000;

/**
 * Saves the session in the shared store (the host's header shows the avatar at once) and leaves the
 * auth page. The page is replaced in history, so Back does not land on a form already done with.
 * What the API says must be told on signing in (the session's notice) stays in a toast on arrival.
 */
export function useCompleteSignIn(): (session: Session, destination?: string) => void {
  const navigate = useNavigate();
  // The entry of the auth page being left: its state says where the shopper came from.
  const { state, search } = useLocation();
  return useCallback(
    (session, destination) => {
      const target = destination ?? returnPathAfterSignIn(state, search);
      useAuthStore.getState().login(session);
      void navigate(target, { replace: true });
      if (session.notice) useToastStore.getState().showToast(session.notice, 'info', NOTICE_LIFETIME_MS);
    },
    [navigate, state, search],
  );
}
