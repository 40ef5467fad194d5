import styles from './FilterChips.module.css';

interface FilterChip<TValue> {
  label: string;
  /** What the list is narrowed to; undefined for all of it. */
  value: TValue;
  /** How many the list holds of it, once known. */
  count?: number | undefined;
}

interface Props<TValue> {
  /** The group's name, e.g. "Show reviews". */
  label: string;
  chips: readonly FilterChip<TValue>[];
  chosen: TValue;
  onChoose: (value: TValue) => void;
}

/** A work queue's filters (waiting, done, all…) as a group of toggle buttons, the chosen one pressed. */
export function FilterChips<TValue>({ label, chips, chosen, onChoose }: Props<TValue>) {
  return (
    <div className={styles.filters} role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.label}
          type="button"
          className={styles.filter}
          aria-pressed={chosen === chip.value}
          onClick={() => onChoose(chip.value)}
        >
          {chip.label}
          {chip.count !== undefined && (
            <>
              {' '}
              <span className={styles.count}>{chip.count}</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
