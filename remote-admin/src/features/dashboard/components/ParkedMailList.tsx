import type { AdminDashboard } from '@brass/shared/contracts/admin';
import { formatWhen } from '../../../utils/format-when';
import styles from './BackgroundWork.module.css';
import screen from './DashboardScreen.module.css';
import { TryAgainButton } from './TryAgainButton';

type ParkedMail = AdminDashboard['parkedMail'][number];

interface Props {
  mail: ParkedMail[];
  /** Asks the API to queue the mail again; settles when it has answered. */
  onRequeue: (mail: ParkedMail) => Promise<void>;
}

/**
 * Mail the shop gave up on after its last attempt, each with the reason (plain text: a relay's or a
 * library's words, never a link) and a button to queue it again.
 */
export function ParkedMailList({ mail, onRequeue }: Props) {
  if (mail.length === 0)
    return <p className={screen.calm}>Every mail has gone out or is still being tried.</p>;
  return (
    <ul className={screen.list}>
      {mail.map((item) => (
        <li key={`${item.kind}:${item.id}`} className={screen.item}>
          <div className={styles.what}>
            <span className={styles.title}>{item.subject}</span>
            <span className={styles.meta}>
              To {item.to}; {item.attempts} {item.attempts === 1 ? 'attempt' : 'attempts'}, the last{' '}
              <time dateTime={item.parkedAt}>{formatWhen(item.parkedAt)}</time>
            </span>
            <span className={styles.reason}>{item.reason}</span>
          </div>
          <TryAgainButton
            label="Send again"
            working="Queuing..."
            name={`Send again: ${item.subject} to ${item.to}`}
            onPress={() => onRequeue(item)}
          />
        </li>
      ))}
    </ul>
  );
}
