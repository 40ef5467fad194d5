import { apiErrorMessage } from '@brass/shared/api-support';
import type { CouponDiscount } from '@brass/shared/contracts/checkout';
import type { RequestState } from '@brass/shared/use-request';
import { useId, useState, type KeyboardEvent } from 'react';
import buttons from '../../../components/buttons.module.css';
import { useAppliedCoupon } from '../stores/applied-coupon-store';
import styles from './CouponField.module.css';

const EMPTY_CODE = 'Please enter a coupon code.';
const UNCHECKED = 'We could not check this code. Please try again.';

interface Props {
  /** The server's price of the applied code for this cart (useCouponDiscount). */
  discount: RequestState<CouponDiscount>;
}

/**
 * The coupon code box of the cart and the checkout summary: a code is applied, priced by the server,
 * and shown with a Remove button; a code the server refuses shows its reason. Not a form of its own,
 * as the checkout's summary sits beside the delivery form.
 */
export function CouponField({ discount }: Props) {
  const inputId = useId();
  const { code, apply, remove } = useAppliedCoupon();
  const [typed, setTyped] = useState('');
  const [emptyTried, setEmptyTried] = useState(false);

  function applyTyped(): void {
    const trimmed = typed.trim();
    setEmptyTried(trimmed === '');
    if (trimmed) apply(trimmed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    // Enter applies the code rather than submitting the delivery form around the page.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    applyTyped();
  }

  function removeCode(): void {
    remove();
    setTyped('');
  }

  const refusal = discount.status === 'error' ? apiErrorMessage(discount.error, UNCHECKED) : null;
  return (
    <div className={styles.coupon}>
      {code ? (
        <div className={styles.applied}>
          <p className={styles.code}>
            {discount.status === 'success' ? 'Coupon applied: ' : 'Coupon: '}
            <strong>{discount.status === 'success' ? discount.data.code : code}</strong>
            {discount.status === 'loading' && <span className={styles.checking}> (checking…)</span>}
          </p>
          <button
            type="button"
            className={styles.remove}
            onClick={removeCode}
            aria-label={`Remove coupon ${code}`}
          >
            Remove
          </button>
        </div>
      ) : (
        <div className={styles.entry}>
          <label htmlFor={inputId} className={styles.label}>
            Coupon code
          </label>
          <div className={styles.fields}>
            <input
              id={inputId}
              className={styles.input}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={onKeyDown}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
            />
            <button type="button" className={`${buttons.secondary} ${styles.apply}`} onClick={applyTyped}>
              Apply
            </button>
          </div>
        </div>
      )}
      {(refusal ?? (emptyTried && !code)) && (
        <p role="alert" className={styles.refusal}>
          {refusal ?? EMPTY_CODE}
        </p>
      )}
    </div>
  );
}
