import { selectIsLoggedIn, useAuthStore } from '@brass/shared/auth-store';
import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Sends a visitor to /login, to come back to `returnPath` once signed in. Also covers a session that
 * ends while the page is open: the API client logs out on a rejected token (401).
 */
export function useRequireSignIn(returnPath: string): boolean {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const [, navigate] = useLocation();

  useEffect(() => {
    // Replaced, so Back from /login does not bounce off this page again.
    if (!isLoggedIn) navigate('/login', { replace: true, state: { from: returnPath } });
  }, [isLoggedIn, navigate, returnPath]);

  return isLoggedIn;
}
