import type { PaymentMethod } from '@brass/shared/contracts/orders';
import { formatRupees } from '@brass/shared/money';
import { useId } from 'react';
import styles from './PaymentChoice.module.css';

interface Props {
  method: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
  /** Why cash on delivery cannot be taken for this order; null when it can. */
  codRefusal: string | null;
  /** The shop's charge for collecting cash, in rupees. */
  codFee: number;
}

/** How the shopper pays: online through Razorpay, or in cash when the parcel arrives. */
export function PaymentChoice({ method, onChoose, codRefusal, codFee }: Props) {
  const headingId = useId();
  const id = useId();
  // Each option is named by its method alone, and described by the line under it.
  const [onlineName, onlineNote, codName, codNote] = ['online', 'online-note', 'cod', 'cod-note'].map(
    (part) => `${id}-${part}`,
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Payment
      </h2>
      <div role="radiogroup" aria-labelledby={headingId} className={styles.options}>
        <label className={method === 'online' ? `${styles.option} ${styles.checked}` : styles.option}>
          <input
            type="radio"
            name="payment"
            value="online"
            checked={method === 'online'}
            aria-labelledby={onlineName}
            aria-describedby={onlineNote}
            onChange={() => onChoose('online')}
            className={styles.radio}
          />
          <span id={onlineName} className={styles.name}>
            Pay online
          </span>
          <span id={onlineNote} className={styles.note}>
            UPI, cards and net banking, through Razorpay
          </span>
        </label>
        <label
          className={[
            styles.option,
            method === 'cod' ? styles.checked : '',
            codRefusal ? styles.unavailable : '',
          ].join(' ')}
        >
          <input
            type="radio"
            name="payment"
            value="cod"
            checked={method === 'cod'}
            disabled={codRefusal !== null}
            aria-labelledby={codName}
            aria-describedby={codNote}
            onChange={() => onChoose('cod')}
            className={styles.radio}
          />
          <span id={codName} className={styles.name}>
            Cash on delivery
          </span>
          <span id={codNote} className={codRefusal ? styles.refusal : styles.note}>
            {codRefusal ??
              (codFee > 0
                ? `Pay in cash when your parcel arrives; ${formatRupees(codFee)} fee.`
                : 'Pay in cash when your parcel arrives.')}
          </span>
        </label>
      </div>
    </section>
  );
}
