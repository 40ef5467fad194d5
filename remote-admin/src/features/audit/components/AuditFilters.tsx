import { AUDIT_SUBJECTS } from '@brass/shared/contracts/admin';
import { FilterForm, searchField } from '../../../components/FilterForm';

const FIELDS = ['q', 'subject'] as const;

/** The audit log narrowed to what the changes are about, and to words of their target or author. */
export function AuditFilters({ staffChanges }: { staffChanges: boolean }) {
  const subjects = Object.entries(AUDIT_SUBJECTS).filter(([subject]) => staffChanges || subject !== 'staff');
  return (
    <FilterForm label="Find changes" fields={FIELDS}>
      {(valueOf) => (
        <>
          <label className={searchField}>
            <span>Order number, product, or who made the change</span>
            <input name="q" type="search" defaultValue={valueOf('q')} maxLength={100} />
          </label>
          <label>
            <span>About</span>
            <select name="subject" defaultValue={valueOf('subject')}>
              <option value="">Everything</option>
              {subjects.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
    </FilterForm>
  );
}
