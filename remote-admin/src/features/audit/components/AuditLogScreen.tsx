import { useSearchParams } from '@brass/shared/router';
import { useState } from 'react';
import { Card } from '../../../components/Card';
import { LoadState } from '../../../components/LoadState';
import { PageNav } from '../../../components/PageNav';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useAuditLog } from '../api/get-audit-log';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';

/**
 * Who changed what, and when: the audit log a page at a time, newest first, narrowed to a subject and
 * to words, all kept in the address. Staff read it too, their own changes among the rest; who joined
 * or left the staff (`staffChanges`) only the owner reads.
 */
export function AuditLogScreen({ staffChanges }: { staffChanges: boolean }) {
  const [params, setParams] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const log = useAuditLog(params.toString(), attempt);
  const filtered = params.has('q') || params.has('subject');

  const toPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <>
      <ScreenHeader title="Audit log">
        Every change to the staff, the owner, the catalogue, orders, refunds, content and settings is written
        here as it happens, and never edited, newest first.
        {!staffChanges && ' Who joined or left the staff only the owner sees.'}
      </ScreenHeader>
      <AuditFilters staffChanges={staffChanges} />
      <LoadState
        state={log}
        loading="Loading the audit log..."
        onRetry={() => setAttempt((count) => count + 1)}
      >
        {({ entries, total, page, pageSize }) => (
          <Card
            title={filtered ? 'Changes found' : 'Latest changes'}
            meta={total === 1 ? '1 entry' : `${total} entries`}
          >
            {entries.length === 0 ? (
              <p>{filtered ? 'No change matches these filters.' : 'Nothing has been changed yet.'}</p>
            ) : (
              <AuditTable entries={entries} />
            )}
            <PageNav
              label="Pages of the audit log"
              page={page}
              pageSize={pageSize}
              total={total}
              onPage={toPage}
            />
          </Card>
        )}
      </LoadState>
    </>
  );
}
