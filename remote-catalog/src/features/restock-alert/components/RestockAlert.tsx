import { apiErrorMessage } from '@brass/shared/api-support';
import { selectIsLoggedIn, useAuthStore } from '@brass/shared/auth-store';
import { useId, useState, type FormEvent } from 'react';
import buttons from '../../../components/buttons.module.css';
import states from '../../../components/states.module.css';
import { askRestockAlert } from '../api/ask-restock-alert';
import styles from './RestockAlert.module.css';

/** Only what is plainly no address is stopped here; the API judges the rest, and says why. */
const LOOKS_LIKE_AN_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  productId: string;
  productName: string;
}

/**
 * "Tell me when it is back", in place of Add to Cart on a sold-out piece: one tap for a signed-in
 * shopper, mailed at the account's address; an address to give for a visitor. The API mails it once,
 * when the piece is back.
 */
export default function RestockAlert({ productId, productName }: Props) {
  const id = useId();
  const signedIn = useAuthStore(selectIsLoggedIn);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState('');
  const [failure, setFailure] = useState('');
  const [waitingAt, setWaitingAt] = useState<string>();
  const [sending, setSending] = useState(false);

  async function ask(event: FormEvent): Promise<void> {
    event.preventDefault();
    setFailure('');
    const given = email.trim();
    if (!signedIn) {
      const found = !given
        ? 'Please enter your email address'
        : LOOKS_LIKE_AN_ADDRESS.test(given)
          ? ''
          : 'Please enter a valid email address';
      setProblem(found);
      if (found) return;
    }
    setSending(true);
    try {
      setWaitingAt((await askRestockAlert(productId, signedIn ? undefined : given)).email);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Your request could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.alert}>
      <p role="status" className={waitingAt ? styles.done : styles.note}>
        {waitingAt
          ? `We will mail you at ${waitingAt} when it is back.`
          : `${productName} is sold out for now.`}
      </p>
      {!waitingAt && (
        <form
          className={styles.form}
          onSubmit={(event) => void ask(event)}
          noValidate
          aria-label="Tell me when it is back"
        >
          {!signedIn && (
            <div className={styles.field}>
              <label htmlFor={`${id}-email`}>Your email address</label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={problem !== ''}
                aria-describedby={problem ? `${id}-problem` : undefined}
              />
              {problem && (
                <span id={`${id}-problem`} className={styles.problem}>
                  {problem}
                </span>
              )}
            </div>
          )}
          <button type="submit" className={`${buttons.primary} ${styles.ask}`} disabled={sending}>
            Tell me when it is back
          </button>
        </form>
      )}
      {failure && (
        <p className={states.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
