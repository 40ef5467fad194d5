import { Link, useLocation } from '@brass/shared/router';
import type { ReactNode } from 'react';

/**
 * A link between the sign-in and registration forms that carries where the shopper is to return (the
 * history state's `from` and a `?next=`), so that a shopper sent to sign in from the checkout who
 * creates an account instead still ends at the checkout.
 */
export function AuthSwitchLink({ to, children }: { to: '/login' | '/register'; children: ReactNode }) {
  const { state, search } = useLocation();
  return (
    <Link to={{ pathname: to, search }} state={state}>
      {children}
    </Link>
  );
}
