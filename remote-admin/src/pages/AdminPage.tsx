import type { RemotePageProps } from '@brass/shared/remote-pages';
import { BackOffice } from '../app/BackOffice';
import { BackOfficeAccess } from '../features/access/components/BackOfficeAccess';
import styles from './AdminPage.module.css';

/**
 * The back office at /admin and every address under it: who may enter is the API's answer
 * (GET /api/admin/me); inside, the screen the rest of the address names (`params['*']`).
 */
export default function AdminPage({ params }: RemotePageProps) {
  return (
    <div data-boundary="admin" className={styles.page}>
      {/* React puts it in the document's head while the page is open: the back office is never indexed. */}
      <meta name="robots" content="noindex, nofollow" />
      <BackOfficeAccess>
        {(profile) => <BackOffice profile={profile} screenPath={params['*'] ?? ''} />}
      </BackOfficeAccess>
    </div>
  );
}
