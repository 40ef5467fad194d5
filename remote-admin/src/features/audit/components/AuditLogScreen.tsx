import { useState } from 'react';
import { Card } from '../../../components/Card';
import { LoadState } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useAuditLog } from '../api/get-audit-log';
import { AuditTable } from './AuditTable';

/**
 * Who changed what, and when: the newest 100 entries of the audit log. Staff read it too, their own
 * changes among the rest; who joined or left the staff (`staffChanges`) only the owner reads.
 */
export function AuditLogScreen({ staffChanges }: { staffChanges: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const log = useAuditLog(attempt);
  return (
    <>
      <ScreenHeader title="Audit log">
        Every change to the staff, the owner, the catalogue, orders, refunds, content and settings is written
        here as it happens, and never edited. The newest 100 are shown, newest first.
        {!staffChanges && ' Who joined or left the staff only the owner sees.'}
      </ScreenHeader>
      <LoadState
        state={log}
        loading="Loading the audit log..."
        onRetry={() => setAttempt((count) => count + 1)}
      >
        {(entries) => (
          <Card title="Latest changes" meta={entries.length === 1 ? '1 entry' : `${entries.length} entries`}>
            {entries.length === 0 ? <p>Nothing has been changed yet.</p> : <AuditTable entries={entries} />}
          </Card>
        )}
      </LoadState>
    </>
  );
}
