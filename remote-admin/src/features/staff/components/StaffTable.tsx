import type { AdminProfile } from '@brass/shared/contract';
import { useRef, useState } from 'react';
import { roleLabel } from '../../access/utils/role-label';
import a11y from '../../../components/a11y.module.css';
import buttons from '../../../components/Button.module.css';
import table from '../../../components/Table.module.css';
import { ConfirmChange } from './ConfirmChange';
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
  const [confirming, setConfirming] = useState<string | null>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const ordered = [...staff].sort(
    (a, b) => Number(b.role === 'owner') - Number(a.role === 'owner') || a.name.localeCompare(b.name),
  );

  const cancel = (id: string) => {
    setConfirming(null);
    // Back to the button that asked, so the keyboard does not start again from the top.
    queueMicrotask(() => removeButtons.current.get(id)?.focus());
  };

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
              ) : confirming === member.id ? (
                <ConfirmChange
                  question="Remove from the staff?"
                  yes="Yes, remove"
                  busy="Removing..."
                  no="Keep"
                  about={member.name}
                  onConfirm={() => void onRemove(member).finally(() => setConfirming(null))}
                  onCancel={() => cancel(member.id)}
                />
              ) : (
                <button
                  ref={(element) => {
                    if (element) removeButtons.current.set(member.id, element);
                    else removeButtons.current.delete(member.id);
                  }}
                  type="button"
                  className={`${buttons.quiet} ${buttons.small}`}
                  aria-label={`Remove ${member.name}`}
                  onClick={() => setConfirming(member.id)}
                >
                  Remove
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
