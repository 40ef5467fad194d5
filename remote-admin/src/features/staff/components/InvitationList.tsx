import type { StaffList } from '@brass/shared/contract';
import { formatDay } from '../../../utils/format-when';
import styles from './InvitationList.module.css';

/** Addresses invited to the staff that no account has confirmed yet. */
export function InvitationList({ invitations }: { invitations: StaffList['invitations'] }) {
  if (invitations.length === 0) return <p className={styles.none}>No invitation is waiting for an answer.</p>;
  return (
    <ul className={styles.list}>
      {invitations.map((invitation) => (
        <li key={invitation.email} className={styles.item}>
          <span className={styles.email}>{invitation.email}</span>
          <span className={styles.when}>
            Invited <time dateTime={invitation.invitedAt}>{formatDay(invitation.invitedAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
