import { MAX_LINE_QUANTITY } from '@brass/shared/constants';
import styles from './QuantityStepper.module.css';

interface Props {
  value: number;
  onChange: (quantity: number) => void;
  /** The most it may reach, such as the pieces in stock. */
  max?: number;
}

/** A quantity that never goes below 1, nor above `max`. */
export function QuantityStepper({ value, onChange, max = MAX_LINE_QUANTITY }: Props) {
  const clamp = (quantity: number) => Math.min(max, Math.max(1, Math.floor(quantity)));
  return (
    <div className={styles.stepper} role="group" aria-labelledby="quantity-label">
      <span id="quantity-label" className={styles.label}>
        Quantity
      </span>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          aria-label="Decrease quantity"
          disabled={value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          aria-labelledby="quantity-label"
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            const typed = event.target.valueAsNumber;
            if (Number.isFinite(typed)) onChange(clamp(typed));
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label="Increase quantity"
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
