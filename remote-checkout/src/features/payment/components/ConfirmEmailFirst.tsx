import { apiErrorMessage } from '@brass/shared/api-support';
import { useState } from 'react';
import { sendConfirmationAgain } from '../api/send-confirmation-again';
import styles from './ConfirmEmailFirst.module.css';

/**
 * Beside the refusal of cash on delivery to an account whose email is not confirmed: a new link by
 * mail, so that the shopper can confirm and place the order again without leaving the checkout.
 */
export function ConfirmEmailFirst() {
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState('');

  async function sendAgain() {
    setPending(true);
    try {
      setAnswer((await sendConfirmationAgain()).message);
    } catch (failure) {
      setAnswer(apiErrorMessage(failure, 'The link could not be sent. Please try again in a moment.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.confirm}>
      <button type="button" className={styles.button} disabled={pending} onClick={() => void sendAgain()}>
        {pending ? 'Sending...' : 'Send a new confirmation link'}
      </button>
      <p role="status" className={styles.answer}>
        {answer}
      </p>
    </div>
  );
}
