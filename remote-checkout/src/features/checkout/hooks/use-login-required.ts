import { selectIsLoggedIn, useAuthStore } from '@brass/shared/auth-store';
import { useEffect, useState } from 'react';
import { useNavigate, type NavigateFunction } from '@brass/shared/router';

/** Where the login page sends the shopper back to. */
const CHECKOUT_PATH = '/checkout';

/**
 * Checkout needs a login, so a visitor is sent to /login with the way back. The return
 * path travels twice: as history state (`from`) and as `?next=`, which survives a reload of the
 * login page. Replacing the entry keeps Back from bouncing between the two pages.
 *
 * Decided once, on arrival: a session that ends while the form is filled keeps the page (and what was
 * typed), and Place Order then asks for a login.
 */
export function useLoginRequired(): boolean {
  const navigate = useNavigate();
  const [mustLogIn] = useState(() => !selectIsLoggedIn(useAuthStore.getState()));

  useEffect(() => {
    if (mustLogIn) goToLogin(navigate);
  }, [mustLogIn, navigate]);

  return mustLogIn;
}

export function goToLogin(navigate: NavigateFunction, replace = true): void {
  void navigate(`/login?next=${CHECKOUT_PATH}`, { replace, state: { from: CHECKOUT_PATH } });
}
