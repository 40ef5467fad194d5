import { statusTone } from '../utils/status-tone';
import styles from './Badge.module.css';

export function StatusBadge({ status }: { status: string }) {
  return <span className={`${styles.badge} ${styles[statusTone(status)]}`}>{status || 'Unknown'}</span>;
}

/** Shown when the order has a courier waybill (AWB), so it can be followed. */
export function TrackedBadge() {
  return <span className={`${styles.badge} ${styles.tracked}`}>Tracked</span>;
}
