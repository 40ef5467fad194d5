import { apiErrorMessage } from '@brass/shared/api-support';
import { useState } from 'react';
import { sendConfirmationAgain } from '../api/send-confirmation-again';
import formStyles from './AuthForm.module.css';
import styles from './LinkOutcome.module.css';

/** For a signed-in shopper whose link expired or got lost: a new one by mail. */
export function SendConfirmationAgain() {
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
    <>
      <button type="button" className={formStyles.submit} disabled={pending} onClick={() => void sendAgain()}>
        {pending ? 'Sending...' : 'Send a new link'}
      </button>
      <p role="status" className={styles.pending}>
        {answer}
      </p>
    </>
  );
}
