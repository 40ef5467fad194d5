import type { ShopperReturn } from '@brass/shared/contracts/returns';
import { formatRupees } from '@brass/shared/money';
import { returnReasonLabels, returnStatusLabels } from '@brass/shared/returns';
import styles from './Aftercare.module.css';

/** The order's returns, each with where it stands and the shop's word on it. */
export function ReturnsList({ returns }: { returns: readonly ShopperReturn[] }) {
  return (
    <ul className={styles.returns} aria-label="Returns">
      {returns.map((found) => (
        <li key={found.id} className={styles.return}>
          <p className={styles.returnStatus}>
            <strong>{returnStatusLabels[found.status]}</strong>
            {' · '}
            {formatRupees(found.amount)}
          </p>
          <p>{found.lines.map((line) => `${line.productName} × ${line.quantity}`).join(', ')}</p>
          <p className={styles.muted}>{returnReasonLabels[found.reason]}</p>
          {found.staffNote && <p>{found.staffNote}</p>}
        </li>
      ))}
    </ul>
  );
}
