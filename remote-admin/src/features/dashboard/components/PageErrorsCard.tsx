import type { AdminDashboard } from '@brass/shared/contracts/admin';
import { Card } from '../../../components/Card';
import styles from './PageErrorsCard.module.css';

type PageError = AdminDashboard['clientErrors']['recent'][number];

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * The newest errors shoppers' browsers reported. Anyone can send a report, so its words are shown
 * as the API cut them, as plain text in a quote that says so: never a link, never markup.
 */
export function PageErrorsCard({ errors }: { errors: PageError[] }) {
  return (
    <Card
      title="Page errors"
      meta="Reported by browsers: their words are not checked, so follow no address in them"
    >
      {errors.length === 0 ? (
        <p className={styles.calm}>No page has reported an error.</p>
      ) : (
        <ul className={styles.errors}>
          {errors.map((error) => (
            <li key={error.id} className={styles.error}>
              <span className={styles.where}>
                {error.kind} on {error.path}
                {error.app ? ` (${error.app})` : ''}, {when.format(new Date(error.receivedAt))}
              </span>
              <q className={styles.message}>{error.message}</q>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
