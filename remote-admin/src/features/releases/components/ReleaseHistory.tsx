import type { ReleaseHistoryEntry } from '@brass/shared/contracts/releases';
import a11y from '../../../components/a11y.module.css';
import { ConfirmChange } from '../../../components/ConfirmChange';
import table from '../../../components/Table.module.css';
import { formatWhen } from '../../../utils/format-when';
import { historyAction, historyNotes } from '../utils/release-wording';
import styles from './Releases.module.css';

interface Props {
  /** Newest first, numbered as `pnpm releases --history` numbers them. */
  entries: ReleaseHistoryEntry[];
  /** Asks the API to put the whole shop back as it was after the entry; settles when it has answered. */
  onRestore: (entry: number) => Promise<void>;
}

/** Every promotion, rollback and restore, newest first, each a point the shop can be put back to. */
export function ReleaseHistory({ entries, onRestore }: Props) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">Entry</th>
          <th scope="col">When</th>
          <th scope="col">What</th>
          <th scope="col">Who</th>
          <th scope="col" className={table.end}>
            <span className={a11y.visuallyHidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.entry}>
            <th scope="row" className={styles.entry}>
              {entry.entry}
            </th>
            <td className={table.when}>
              <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
            </td>
            <td>
              <span className={table.action}>
                {historyAction(entry)}: {entry.app}
              </span>
              <code className={styles.id}>{entry.id}</code>
              {historyNotes(entry).map((note) => (
                <span key={note} className={table.secondary}>
                  {note}
                </span>
              ))}
            </td>
            <td>{entry.by ?? <span className={table.secondary}>a release command</span>}</td>
            <td className={table.end}>
              <ConfirmChange
                action="Put the shop back to this point"
                actionName={`Put the shop back to this point: entry ${entry.entry}`}
                question={`Put every app back as it was after entry ${entry.entry}?`}
                yes="Yes, put it back"
                busy="Putting back..."
                no="Keep"
                about={`to entry ${entry.entry}`}
                onConfirm={() => onRestore(entry.entry)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
