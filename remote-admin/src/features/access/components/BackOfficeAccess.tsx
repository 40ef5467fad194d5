import { selectIsLoggedIn, useAuthStore } from '@brass/shared/auth-store';
import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminProfile } from '@brass/shared/contracts/admin';
import { failedStatus } from '@brass/shared/use-request';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from '@brass/shared/router';
import { useAdminProfile } from '../api/get-admin-profile';
import { AccessPanel } from './AccessPanel';
import buttons from '../../../components/Button.module.css';

const STAFF_ONLY = "This area is for the shop's staff.";

/** A visitor: the way in is signing in, and back here afterwards. */
function SignInNeeded() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <AccessPanel heading="Back office">
      <p>Please log in with a staff account to run the shop.</p>
      <Link
        className={buttons.primary}
        to={{ pathname: '/login', search: `?next=${encodeURIComponent(here)}` }}
        state={{ from: here }}
      >
        Log In
      </Link>
    </AccessPanel>
  );
}

interface Props {
  /** The back office itself, rendered only for a member of staff or the owner. */
  children: (profile: AdminProfile) => ReactNode;
}

/**
 * Lets in whom the API lets in. Signed out (or a session the API refused, which the shared client
 * ends): the way to sign in. A shopper: the API's refusal, and nothing of the shop's data. Staff and
 * the owner: the back office.
 */
export function BackOfficeAccess({ children }: Props) {
  const signedIn = useAuthStore(selectIsLoggedIn);
  const userId = useAuthStore((state) => state.user?.id);
  const [attempt, setAttempt] = useState(0);
  const profile = useAdminProfile(signedIn && userId ? `${userId}:${attempt}` : null);

  if (!signedIn || profile.status === 'idle') return <SignInNeeded />;
  if (profile.status === 'loading')
    return (
      <AccessPanel heading="Back office" busy>
        <p>Checking your access...</p>
      </AccessPanel>
    );
  if (profile.status === 'success') return children(profile.data);

  const status = failedStatus(profile.error);
  if (status === 401) return <SignInNeeded />;
  if (status === 403)
    return (
      <AccessPanel heading="Back office">
        <p>{apiErrorMessage(profile.error, STAFF_ONLY)}</p>
        <Link className={buttons.quiet} to="/">
          Back to the shop
        </Link>
      </AccessPanel>
    );
  return (
    <AccessPanel heading="Back office" problem>
      <p>The back office could not be reached. Please check your connection and try again.</p>
      <button type="button" className={buttons.primary} onClick={() => setAttempt((count) => count + 1)}>
        Try again
      </button>
    </AccessPanel>
  );
}
