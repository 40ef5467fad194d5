import { apiErrorMessage } from '@brass/shared/api-support';
import { selectIsLoggedIn, useAuthStore } from '@brass/shared/auth-store';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@brass/shared/router';
import { confirmEmail } from '../api/confirm-email';
import { SendConfirmationAgain } from './SendConfirmationAgain';
import formStyles from './AuthForm.module.css';
import styles from './LinkOutcome.module.css';

type Outcome = { confirmed: true; message: string } | { confirmed: false; message: string };

const notValid = 'This confirmation link is not valid. Please use the link in the latest email we sent you.';

/**
 * One request per link, even when the page mounts twice (React's strict mode, a fade back): a link
 * works only once, so a second request would report the first one's success as "already used".
 */
const requests = new Map<string, Promise<Outcome>>();

function outcomeOf(token: string): Promise<Outcome> {
  let request = requests.get(token);
  if (!request) {
    request = confirmEmail(token).then(
      ({ message }): Outcome => ({ confirmed: true, message }),
      (failure: unknown): Outcome => ({ confirmed: false, message: apiErrorMessage(failure, notValid) }),
    );
    requests.set(token, request);
  }
  return request;
}

/** Follows the link of the confirmation mail (`/confirm-email?token=...`) and says how it went. */
export function EmailConfirmation() {
  const [params] = useSearchParams();
  // The link's token as the page opened: leaving the page must not turn it into another request.
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { confirmed: false, message: notValid },
  );
  const isLoggedIn = useAuthStore(selectIsLoggedIn);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void outcomeOf(token).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [token]);

  if (!outcome) {
    return (
      <p role="status" className={styles.pending}>
        Confirming your email...
      </p>
    );
  }
  if (outcome.confirmed) {
    return (
      <div className={styles.result}>
        <p role="status" className={styles.confirmed}>
          {outcome.message}
        </p>
        <Link to="/" className={styles.next}>
          Continue shopping
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.result}>
      <p role="alert" className={formStyles.error}>
        {outcome.message}
      </p>
      {isLoggedIn ? (
        <SendConfirmationAgain />
      ) : (
        <Link to="/login" state={{ from: '/confirm-email' }} className={styles.next}>
          Sign in
        </Link>
      )}
    </div>
  );
}
