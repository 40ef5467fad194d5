import { useSendConfirmationAgain } from '@brass/shared/email-confirmation';
import formStyles from './AuthForm.module.css';
import styles from './LinkOutcome.module.css';

/** For a signed-in shopper whose link expired or got lost: a new one by mail. */
export function SendConfirmationAgain() {
  const { pending, answer, sendAgain } = useSendConfirmationAgain();
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
