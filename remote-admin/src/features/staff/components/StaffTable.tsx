import type { AdminProfile } from '@brass/shared/contracts/admin';
import { roleLabel } from '../../access/utils/role-label';
import a11y from '../../../components/a11y.module.css';
import table from '../../../components/Table.module.css';
import { ConfirmChange } from '../../../components/ConfirmChange';
import styles from './StaffTable.module.css';

interface Props {
  staff: AdminProfile[];
  /** The signed-in owner, marked "you". */
  viewerId: string;
  /** Asks the API to remove the member; settles when it has answered. */
  onRemove: (member: AdminProfile) => Promise<void>;
}

/** Who opens the back office: the owner first, then staff by name; staff can be removed. */
export function StaffTable({ staff, viewerId, onRemove }: Props) {
  const ordered = [...staff].sort(
    (a, b) => Number(b.role === 'owner') - Number(a.role === 'owner') || a.name.localeCompare(b.name),
  );

  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col" className={table.end}>
            <span className={a11y.visuallyHidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {ordered.map((member) => (
          <tr key={member.id}>
            <td>
              <span className={styles.name}>{member.name}</span>
              {member.id === viewerId && <span className={styles.you}>you</span>}
            </td>
            <td>{member.email}</td>
            <td>
              <span className={member.role === 'owner' ? `${styles.role} ${styles.owner}` : styles.role}>
                {roleLabel(member.role)}
              </span>
            </td>
            <td className={table.end}>
              {member.role === 'owner' ? (
                <span className={table.secondary}>Runs the shop</span>
              ) : (
                <ConfirmChange
                  action="Remove"
                  actionName={`Remove ${member.name}`}
                  question="Remove from the staff?"
                  yes="Yes, remove"
                  busy="Removing..."
                  no="Keep"
                  about={member.name}
                  onConfirm={() => onRemove(member)}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
