import type { StaffList } from '@brass/shared/contracts/admin';
import { formatDay } from '../../../utils/format-when';
import { ConfirmChange } from '../../../components/ConfirmChange';
import styles from './InvitationList.module.css';

type Invitation = StaffList['invitations'][number];

interface Props {
  invitations: StaffList['invitations'];
  /** Asks the API to withdraw the invitation; settles when it has answered. */
  onWithdraw: (email: string) => Promise<void>;
  /** Now, for telling invitations that still work from expired ones. */
  now?: Date;
}

/**
 * Addresses invited to the staff that no account has confirmed yet, each with the day its invitation
 * stops working, and a Withdraw (asked once more) that takes it back.
 */
export function InvitationList({ invitations, onWithdraw, now = new Date() }: Props) {
  if (invitations.length === 0) return <p className={styles.none}>No invitation is waiting for an answer.</p>;

  const expiry = ({ expiresAt }: Invitation) => (
    <>
      {Date.parse(expiresAt) <= now.getTime() ? 'expired' : 'expires'}{' '}
      <time dateTime={expiresAt}>{formatDay(expiresAt)}</time>
    </>
  );

  return (
    <ul className={styles.list}>
      {invitations.map((invitation) => (
        <li key={invitation.email} className={styles.item}>
          <span className={styles.email}>{invitation.email}</span>
          <span className={styles.when}>
            Invited <time dateTime={invitation.invitedAt}>{formatDay(invitation.invitedAt)}</time>,{' '}
            {expiry(invitation)}
          </span>
          <ConfirmChange
            action="Withdraw"
            actionName={`Withdraw the invitation to ${invitation.email}`}
            question="Withdraw this invitation?"
            yes="Yes, withdraw"
            busy="Withdrawing..."
            no="Keep"
            about={`the invitation to ${invitation.email}`}
            onConfirm={() => onWithdraw(invitation.email)}
          />
        </li>
      ))}
    </ul>
  );
}
