import { endSession } from '@brass/shared/api';
import { apiErrorMessage } from '@brass/shared/api-support';
import { selectIsLoggedIn, useAuthStore } from '@brass/shared/auth-store';
import { LoadError } from '@brass/shared/load-error';
import { Link, useSearchParams } from '@brass/shared/router';
import { failedStatus, useRequest } from '@brass/shared/use-request';
import { useEffect, useState, type FormEvent } from 'react';
import { checkResetLink } from '../api/check-reset-link';
import { resetPassword } from '../api/reset-password';
import { NewPasswordField } from './NewPasswordField';
import { TextField } from './TextField';
import formStyles from './AuthForm.module.css';
import styles from './LinkOutcome.module.css';

const notValid = 'This password reset link is not valid. Please ask for a new one.';

function DeadLink({ message }: { message: string }) {
  return (
    <div className={styles.result}>
      <p role="alert" className={formStyles.error}>
        {message}
      </p>
      <Link to="/forgot-password" className={styles.next}>
        Ask for a new link
      </Link>
    </div>
  );
}

/**
 * Follows the link of the reset mail (`/reset-password?token=...`): checks it first, so that a used
 * or expired link is told before a password is typed, then sets the new password with it.
 */
export function ResetPasswordForm() {
  const [params, setParams] = useSearchParams();
  // The link's token as the page opened.
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  // Read once, the token leaves the address at once, replacing the entry: it must not stay in the
  // history, a bookmark or a screenshot, nor reach another page through the Referer.
  useEffect(() => {
    if (!params.has('token')) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    setParams(rest, { replace: true });
  }, [params, setParams]);
  const [attempt, setAttempt] = useState(0);
  const link = useRequest(token ? `reset-link ${attempt} ${token}` : null, (signal) =>
    checkResetLink(token, signal),
  );
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [spent, setSpent] = useState('');
  const [changed, setChanged] = useState('');

  async function setPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError('');
    try {
      const { message } = await resetPassword({ token, password: String(form.get('password')) });
      // The API ended every session of the account; this tab's must not linger in the header.
      if (isLoggedIn) void endSession();
      setChanged(message);
    } catch (failure) {
      setPending(false);
      const message = apiErrorMessage(failure, 'Your password could not be changed. Please try again.');
      // Used or expired since the page opened; any other refusal is about the password.
      if (failedStatus(failure) === 409 || failedStatus(failure) === 410) setSpent(message);
      else setError(message);
    }
  }

  if (changed) {
    return (
      <div className={styles.result}>
        <p role="status" className={styles.confirmed}>
          {changed}
        </p>
        <Link to="/login" className={styles.next}>
          Sign in
        </Link>
      </div>
    );
  }
  if (!token) return <DeadLink message={notValid} />;
  if (spent) return <DeadLink message={spent} />;
  if (link.status === 'idle' || link.status === 'loading') {
    return (
      <p role="status" className={styles.pending}>
        Checking your link...
      </p>
    );
  }
  if (link.status === 'error') {
    const status = failedStatus(link.error);
    // A 400 is a link that is no link (unknown, cut short in the mail): one sentence says so.
    if (status === 400) return <DeadLink message={notValid} />;
    if (status === 409 || status === 410) return <DeadLink message={apiErrorMessage(link.error, notValid)} />;
    return (
      <LoadError
        message="We could not check your link."
        onRetry={() => setAttempt((count) => count + 1)}
        classNames={{ root: styles.result, message: formStyles.error, retry: formStyles.submit }}
      />
    );
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void setPassword(event)}>
      {/* Always in the page, so screen readers announce the message when it is filled in. */}
      <p role="alert" className={formStyles.error}>
        {error}
      </p>
      {/* Read-only, and named as the account, so that a password manager saves the new password under it. */}
      <TextField
        label="Email"
        name="username"
        type="email"
        autoComplete="username"
        value={link.data.email}
        readOnly
      />
      <NewPasswordField label="New password" />
      <button type="submit" className={formStyles.submit} disabled={pending}>
        {pending ? 'Saving...' : 'Set new password'}
      </button>
    </form>
  );
}
