import { formatRupees } from '@brass/shared/money';
import { useId, type ReactNode } from 'react';
import styles from './OrderSummary.module.css';

interface SummaryRow {
  label: string;
  /** Rupees, or a text when there is no amount yet. */
  value: number | string;
}

interface Props {
  rows: readonly SummaryRow[];
  /** Rupees, or a text when there is no total yet. */
  total: number | string;
  /** Above the rows, e.g. the items being bought. */
  before?: ReactNode;
  /** Below the total: notes and the next step. */
  children?: ReactNode;
}

/** The priced summary of the cart and of checkout. */
export function OrderSummary({ rows, total, before, children }: Props) {
  const headingId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Order summary
      </h2>
      {before}
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{typeof row.value === 'number' ? formatRupees(row.value) : row.value}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd>{typeof total === 'number' ? formatRupees(total) : total}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
