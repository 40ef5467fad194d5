import type { AppReleases } from '@brass/shared/contracts/releases';
import type { AppName } from '@brass/shared/runtime-config';
import a11y from '../../../components/a11y.module.css';
import { ConfirmChange } from '../../../components/ConfirmChange';
import table from '../../../components/Table.module.css';
import { formatWhen } from '../../../utils/format-when';
import { canaryErrorRates, releaseNamed, shortCommit } from '../utils/release-wording';
import styles from './Releases.module.css';

interface Props {
  apps: AppReleases[];
  /** Asks the API to roll the app back; settles when it has answered. */
  onRollBack: (app: AppName) => Promise<void>;
}

/** One row per app: its live release, when it was built and from which commit, and Roll back. */
export function LiveReleasesTable({ apps, onRollBack }: Props) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">App</th>
          <th scope="col">Live release</th>
          <th scope="col">Built</th>
          <th scope="col">Commit</th>
          <th scope="col">Canary</th>
          <th scope="col" className={table.end}>
            <span className={a11y.visuallyHidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {apps.map(({ app, live, rollbackTo, releases, canary }) => (
          <tr key={app}>
            <th scope="row" className={styles.app}>
              {app}
            </th>
            <td>{live ? <code className={styles.id}>{live.id}</code> : 'Not live yet'}</td>
            <td className={table.when}>
              {live && <time dateTime={live.builtAt}>{formatWhen(live.builtAt)}</time>}
            </td>
            <td>
              {live && (
                <>
                  <code className={styles.id}>{shortCommit(live)}</code>
                  {live.dirty && <span className={table.secondary}>with uncommitted changes</span>}
                </>
              )}
            </td>
            <td>
              {canary ? (
                <>
                  <code className={styles.id}>{canary.canary.id}</code> to {canary.percent}% of new visitors
                  <span className={table.secondary}>
                    Errors {canaryErrorRates(canary).canary}; live {canaryErrorRates(canary).live}
                  </span>
                </>
              ) : (
                'None'
              )}
            </td>
            <td className={table.end}>
              <ConfirmChange
                action="Roll back"
                actionName={`Roll back ${app}`}
                question={rollbackTo ? `Make ${app} ${releaseNamed(rollbackTo, releases)} live again?` : ''}
                yes="Yes, roll back"
                busy="Rolling back..."
                no="Keep"
                about={app}
                disabled={rollbackTo === null}
                onConfirm={() => onRollBack(app)}
              />
              {rollbackTo === null && <span className={table.secondary}>No earlier release</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
