import { apiErrorMessage } from '@brass/shared/api-support';
import { Link } from '@brass/shared/router';
import { failedStatus } from '@brass/shared/use-request';
import { useState, type FormEvent } from 'react';
import { login } from '../api/login';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { TextField } from './TextField';
import styles from './AuthForm.module.css';

export function LoginForm() {
  const completeSignIn = useCompleteSignIn();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError('');
    try {
      completeSignIn(
        await login({ email: String(form.get('email')), password: String(form.get('password')) }),
      );
    } catch (failure) {
      setPending(false);
      // How long to wait is worth telling; any other refusal says only that it failed.
      setError(
        failedStatus(failure) === 429 ? `Login failed. ${apiErrorMessage(failure, '')}` : 'Login failed',
      );
      // The shop's design also alerts it.
      window.alert('Login failed');
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void signIn(event)}>
      {/* Always in the page, so screen readers announce the message when it is filled in. */}
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
      <Link to="/forgot-password" className={styles.aside}>
        Forgot password?
      </Link>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
