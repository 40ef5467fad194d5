import { selectIsLoggedIn, useAuthStore } from '@brass/shared/auth-store';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@brass/shared/router';

/**
 * Sends a visitor on `path` to /login, to come back to `path` once signed in. Also covers a session
 * that ends while the page is open: the API client logs out on a rejected token (401).
 */
export function useRequireSignIn(path: string): boolean {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const { pathname: location } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // Only while the shopper is on this page: the host keeps a page rendered while it fades out, and
    // logging out from the header menu must still end on the page the menu chose.
    if (isLoggedIn || location !== path) return;
    // Replaced, so Back from /login does not bounce off this page again.
    void navigate('/login', { replace: true, state: { from: path } });
  }, [isLoggedIn, location, navigate, path]);

  return isLoggedIn;
}
