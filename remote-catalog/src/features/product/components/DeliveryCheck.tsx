import { apiErrorMessage } from '@brass/shared/api-support';
import { failedStatus } from '@brass/shared/use-request';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import buttons from '../../../components/buttons.module.css';
import { useDeliveryEstimate, type DeliveryQuestion } from '../api/get-delivery-estimate';
import { deliveryDay } from '../utils/delivery-date';
import styles from './DeliveryCheck.module.css';

const PINCODE_HINT = 'Enter a 6-digit pincode';
/** Indian pincode: six digits, the first not 0. */
const PINCODE = /^[1-9]\d{5}$/;

function failureMessage(error: unknown): string {
  return failedStatus(error) === undefined
    ? 'Could not reach the shop. Please check your connection.'
    : apiErrorMessage(error, 'Delivery dates cannot be checked just now. Please try again.');
}

/** "Check delivery": the day one piece would reach a pincode, or that the shop does not deliver there. */
export function DeliveryCheck({ productId }: { productId: string }) {
  const inputId = useId();
  const answerId = useId();
  const [pincode, setPincode] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [question, setQuestion] = useState<DeliveryQuestion | null>(null);
  const estimate = useDeliveryEstimate(productId, question);

  // Only digits go in, six at most; letters typed or pasted are refused, and the shopper is told why.
  function type(event: ChangeEvent<HTMLInputElement>): void {
    const typed = event.target.value;
    setPincode(typed.replace(/\D/g, '').slice(0, 6));
    setHint(/[^\d\s]/.test(typed) ? PINCODE_HINT : null);
  }

  function check(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!PINCODE.test(pincode)) {
      setHint(PINCODE_HINT);
      return;
    }
    setHint(null);
    setQuestion((asked) => ({ pincode, attempt: (asked?.attempt ?? 0) + 1 }));
  }

  let answer: { text: ReactNode; tone: 'good' | 'bad' | 'quiet' } | null = null;
  if (hint) answer = { text: hint, tone: 'bad' };
  else if (estimate.status === 'loading') answer = { text: 'Checking…', tone: 'quiet' };
  else if (estimate.status === 'error') answer = { text: failureMessage(estimate.error), tone: 'bad' };
  else if (estimate.status === 'success') {
    const { serviceable, deliversBy } = estimate.data;
    answer =
      serviceable && deliversBy
        ? {
            text: (
              <>
                Delivers by <strong>{deliveryDay(deliversBy)}</strong>
              </>
            ),
            tone: 'good',
          }
        : { text: `We do not deliver to ${estimate.data.pincode} yet`, tone: 'bad' };
  }

  return (
    <form className={styles.delivery} onSubmit={check} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Check delivery
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6-digit pincode"
          value={pincode}
          onChange={type}
          aria-invalid={hint ? true : undefined}
          aria-describedby={answerId}
        />
        <button type="submit" className={`${buttons.secondary} ${buttons.small}`}>
          Check
        </button>
      </div>
      {/* Always there, one line high: the answer appears without moving what is below it. */}
      <p id={answerId} className={`${styles.answer} ${answer ? styles[answer.tone] : ''}`} role="status">
        {answer?.text}
      </p>
    </form>
  );
}
