import type { ReleasesOverview } from '@brass/shared/contracts/releases';
import { useState } from 'react';
import { ActionOutcome, type Outcome } from '../../../components/ActionOutcome';
import { Card } from '../../../components/Card';
import { LoadState, readProblem } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useReleases } from '../api/get-releases';
import { restoreShop } from '../api/restore-shop';
import { rollBackApp } from '../api/roll-back-app';
import { LiveReleasesTable } from './LiveReleasesTable';
import { ReleaseHistory } from './ReleaseHistory';

/**
 * The shop's releases, for the owner: which release of each app is live, Roll back for one app, and
 * the history, each entry a point the whole shop can be put back to. The API applies the release
 * commands' rules and says what happened, or why not, in their words.
 */
export function ReleasesScreen() {
  const [version, setVersion] = useState(0);
  const releases = useReleases(version);
  const [latest, setLatest] = useState<ReleasesOverview>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (releases.status === 'success' && releases.data !== latest) setLatest(releases.data);

  /** Runs a change of the releases; its answer, or the API's refusal, is what the screen says. */
  const change = async (ask: () => Promise<string>) => {
    setOutcome(null);
    try {
      setOutcome({ tone: 'done', text: await ask() });
    } catch (error) {
      setOutcome({ tone: 'problem', text: readProblem(error) });
    }
    setVersion((count) => count + 1);
  };

  return (
    <>
      <ScreenHeader title="Releases">
        The release of each app the shop serves, and the ways back: roll one app back to the release live
        before, or put the whole shop back as it was at a point of its history. New page loads follow within
        seconds; each change is kept in the history and the audit log.
      </ScreenHeader>
      <ActionOutcome outcome={outcome} />
      <LoadState
        state={releases}
        latest={latest}
        loading="Loading the releases..."
        onRetry={() => setVersion((count) => count + 1)}
      >
        {({ apps, history }) => (
          <>
            <Card title="Live releases">
              <LiveReleasesTable apps={apps} onRollBack={(app) => change(() => rollBackApp(app))} />
            </Card>
            <Card
              title="History"
              meta={`The newest ${history.recent.length} of ${history.total} ${history.total === 1 ? 'change' : 'changes'}, newest first`}
            >
              {history.recent.length === 0 ? (
                <p>Nothing has been made live yet.</p>
              ) : (
                <ReleaseHistory
                  entries={history.recent}
                  onRestore={(entry) => change(() => restoreShop(entry))}
                />
              )}
            </Card>
          </>
        )}
      </LoadState>
    </>
  );
}
