import { apiErrorMessage } from '@brass/shared/api-support';
import { holdsWebAddress, NAME_WITH_WEB_ADDRESS_MESSAGE } from '@brass/shared/person-name';
import { useState, type FormEvent } from 'react';
import { register } from '../api/register';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { NewPasswordField } from './NewPasswordField';
import { TextField } from './TextField';
import styles from './AuthForm.module.css';

export function RegisterForm() {
  const completeSignIn = useCompleteSignIn();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [nameRefused, setNameRefused] = useState(false);

  async function createAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The contract's rule for the name, told before the API is asked; the API holds to it anyway.
    const refused = holdsWebAddress(String(form.get('name')));
    setNameRefused(refused);
    if (refused) {
      setError(NAME_WITH_WEB_ADDRESS_MESSAGE);
      return;
    }
    setPending(true);
    setError('');
    try {
      const session = await register({
        name: String(form.get('name')),
        email: String(form.get('email')),
        password: String(form.get('password')),
      });
      // Back where the shopper was going when asked to sign in (the checkout, with the cart full).
      completeSignIn(session);
    } catch (failure) {
      setPending(false);
      setError(apiErrorMessage(failure, 'Registration failed. Try a different email.'));
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void createAccount(event)}>
      {/* Always in the page, so screen readers announce the message when it is filled in. */}
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        aria-invalid={nameRefused || undefined}
        onChange={() => setNameRefused(false)}
      />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <NewPasswordField />
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? 'Creating account...' : 'Create account'}
      </button>
    </form>
  );
}
