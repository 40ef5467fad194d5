import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminPolicyPage } from '@brass/shared/contracts/admin-content';
import { Link } from '@brass/shared/router';
import { failedStatus } from '@brass/shared/use-request';
import { useState, type FormEvent } from 'react';
import { LoadState } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { fieldProblems } from '../../../utils/field-problems';
import { formatWhen } from '../../../utils/format-when';
import { savePolicyPage, usePolicyPages } from '../api/policy-pages';
import { ContentForm, MARKDOWN_HINT } from './ContentForm';
import styles from './Content.module.css';

const FIELDS = ['title', 'body'] as const;

/**
 * One policy page, `/admin/content/pages/<slug>`, to edit and preview. The pages bind the shop, so
 * only the owner edits them; staff read and preview them, the form disabled.
 */
export function PageEditor({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const pages = usePolicyPages(attempt);
  return (
    <div className={styles.screen}>
      <Link to="/admin/content" className={styles.back}>
        ← All content
      </Link>
      <LoadState state={pages} loading="Loading the page..." onRetry={() => setAttempt((count) => count + 1)}>
        {({ pages: list }) => {
          const page = list.find((candidate) => candidate.slug === slug);
          if (!page)
            return (
              <p className={styles.alert} role="alert">
                The shop has no policy page called “{slug}”.
              </p>
            );
          return <PageForm page={page} canEdit={canEdit} />;
        }}
      </LoadState>
    </div>
  );
}

function PageForm({ page: loaded, canEdit }: { page: AdminPolicyPage; canEdit: boolean }) {
  const [page, setPage] = useState(loaded);
  const [title, setTitle] = useState(loaded.title);
  const [body, setBody] = useState(loaded.body);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setProblems({});
    setDone(undefined);
    try {
      setPage(await savePolicyPage(page.slug, { title: title.trim(), body }));
      setDone('Page saved. The shop shows it from now on.');
    } catch (error) {
      setProblems(
        failedStatus(error) === 400
          ? fieldProblems(apiErrorMessage(error, 'The page could not be saved.'), FIELDS)
          : { form: apiErrorMessage(error, 'The page could not be saved. Try again.') },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ScreenHeader title={`Edit ${page.title}`}>
        At /policies/{page.slug} in the shop · last changed {formatWhen(page.updatedAt)}
        {page.updatedBy ? ` by ${page.updatedBy.name}` : ''}
      </ScreenHeader>
      <ContentForm
        noun="page"
        label="Edit page"
        ownerOnly={canEdit ? undefined : 'the policy pages'}
        title={title}
        onTitle={setTitle}
        text={{
          label: 'Text',
          name: 'body',
          hint: MARKDOWN_HINT,
          rows: 18,
          value: body,
          onChange: setBody,
        }}
        problems={problems}
        done={done}
        busy={busy}
        onSubmit={(event) => void save(event)}
      />
    </>
  );
}
