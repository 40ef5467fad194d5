import { apiClient } from '@brass/shared/api-client';
import { useAuthStore } from '@brass/shared/auth-store';
import { useEffect } from 'react';

/**
 * Asks the API once per visit whether a restored session is still valid: the shared API client
 * renews an expired access token with the refresh cookie, and signs the shopper out cleanly when the
 * session was ended (logout, log out everywhere) before any page trips over it. Importing the client here also makes the host the provider of the one
 * `@brass/shared/api-client` instance that every remote then shares.
 */
export function useSessionCheck() {
  const token = useAuthStore((state) => state.token);
  useEffect(() => {
    if (!token) return;
    apiClient.get('/api/users/me').catch(() => {
      // A refused renewal already signed the shopper out; other failures leave the session to the next call.
    });
  }, [token]);
}
