import { useState, type FormEvent } from 'react';
import { login } from '../api/login';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { TextField } from './TextField';
import styles from './AuthForm.module.css';

export function LoginForm() {
  const completeSignIn = useCompleteSignIn();
  const [pending, setPending] = useState(false);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    try {
      completeSignIn(
        await login({ email: String(form.get('email')), password: String(form.get('password')) }),
      );
    } catch {
      setPending(false);
      window.alert('Login failed');
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void signIn(event)}>
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
