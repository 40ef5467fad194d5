import type { AuditEntry } from '@brass/shared/contracts/admin';
import { formatWhen } from '../../../utils/format-when';
import { actionLabel, detailLines } from '../utils/audit-wording';
import table from '../../../components/Table.module.css';
import styles from './AuditTable.module.css';

/** One row per change: when (India time), who, what and to whom. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">Target</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className={table.when}>
              <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
            </td>
            <td>
              {entry.actor ? (
                <>
                  {entry.actor.name}
                  <span className={table.secondary}>{entry.actor.email}</span>
                </>
              ) : (
                <>
                  The shop
                  <span className={table.secondary}>on its own</span>
                </>
              )}
            </td>
            <td>
              <span className={table.action}>{actionLabel(entry.action)}</span>
              <code className={styles.code}>{entry.action}</code>
            </td>
            <td>
              {entry.target}
              {detailLines(entry.details).map((line) => (
                <span key={line} className={table.secondary}>
                  {line}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
