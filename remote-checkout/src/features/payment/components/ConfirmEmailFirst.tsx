import { useSendConfirmationAgain } from '@brass/shared/email-confirmation';
import styles from './ConfirmEmailFirst.module.css';

/**
 * Beside the refusal of cash on delivery to an account whose email is not confirmed: a new link by
 * mail, so that the shopper can confirm and place the order again without leaving the checkout.
 */
export function ConfirmEmailFirst() {
  const { pending, answer, sendAgain } = useSendConfirmationAgain();
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
