import { apiErrorMessage } from '@brass/shared/api-support';
import { Link } from '@brass/shared/router';
import { useState, type FormEvent } from 'react';
import { askPasswordReset } from '../api/ask-password-reset';
import { TextField } from './TextField';
import formStyles from './AuthForm.module.css';
import styles from './LinkOutcome.module.css';

/** Asks for a link that sets a new password; the API says the same whether the address has an account. */
export function ForgotPasswordForm() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [answer, setAnswer] = useState('');

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError('');
    try {
      setAnswer((await askPasswordReset(String(form.get('email')))).message);
    } catch (failure) {
      setPending(false);
      setError(apiErrorMessage(failure, 'The link could not be sent. Please try again in a moment.'));
    }
  }

  if (answer) {
    return (
      <div className={styles.result}>
        <p role="status" className={styles.confirmed}>
          {answer}
        </p>
        <p className={styles.note}>No mail after a few minutes? Look in your spam folder too.</p>
        <Link to="/login" className={styles.next}>
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void send(event)}>
      {/* Always in the page, so screen readers announce the message when it is filled in. */}
      <p role="alert" className={formStyles.error}>
        {error}
      </p>
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <button type="submit" className={formStyles.submit} disabled={pending}>
        {pending ? 'Sending...' : 'Send me a link'}
      </button>
    </form>
  );
}
