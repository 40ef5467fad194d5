import styles from './PricingUnavailable.module.css';

/** Said in the summary when the shop's pricing could not be read, so no total is shown; asks again. */
export function PricingUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.problem}>
      <p>Delivery and tax could not be worked out.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
