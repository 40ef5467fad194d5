import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminPolicyPage } from '@brass/shared/contract';
import { Link } from '@brass/shared/router';
import { failedStatus } from '@brass/shared/use-request';
import { useState, type FormEvent } from 'react';
import buttons from '../../../components/Button.module.css';
import { Card } from '../../../components/Card';
import { FormField } from '../../../components/FormField';
import { LoadState } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { fieldProblems } from '../../../utils/field-problems';
import { formatWhen } from '../../../utils/format-when';
import { savePolicyPage, usePolicyPages } from '../api/policy-pages';
import { policyBlocks } from '@brass/shared/policy-blocks';
import styles from './Content.module.css';

const FIELDS = ['title', 'body'] as const;

/** One policy page, `/admin/content/pages/<slug>`, to edit and preview. */
export function PageEditor({ slug }: { slug: string }) {
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
          return <PageForm page={page} />;
        }}
      </LoadState>
    </div>
  );
}

function PageForm({ page: loaded }: { page: AdminPolicyPage }) {
  const [page, setPage] = useState(loaded);
  const [title, setTitle] = useState(loaded.title);
  const [body, setBody] = useState(loaded.body);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [previewing, setPreviewing] = useState(false);

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
      <Card title="The page">
        <form
          className={styles.form}
          aria-label="Edit page"
          noValidate
          onSubmit={(event) => void save(event)}
        >
          <FormField label="Title" problem={problems.title}>
            {(control) => (
              <input
                {...control}
                name="title"
                value={title}
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Text"
            hint="Leave a blank line between paragraphs. A line starting with “## ” is a heading, such as “## Returns window”."
            problem={problems.body}
          >
            {(control) => (
              <textarea
                {...control}
                name="body"
                rows={18}
                value={body}
                onChange={(event) => setBody(event.target.value)}
              />
            )}
          </FormField>
          {Object.keys(problems).length > 0 && (
            <p className={styles.alert} role="alert">
              {problems.form ?? 'The page was not saved: see the fields above.'}
            </p>
          )}
          {/* Always in the page, so that screen readers hear each message put in it. */}
          <p className={styles.saved} role="status">
            {done}
          </p>
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={busy}>
              {busy ? 'Saving...' : 'Save'}
            </button>
            <button
              type="button"
              className={buttons.quiet}
              aria-expanded={previewing}
              aria-controls="page-preview"
              onClick={() => setPreviewing((shown) => !shown)}
            >
              {previewing ? 'Hide preview' : 'Preview'}
            </button>
          </div>
        </form>
      </Card>
      {previewing && (
        <Card title="Preview, as the shop shows it">
          <article id="page-preview" className={styles.preview}>
            <h3>{title.trim() || 'Untitled page'}</h3>
            {policyBlocks(body).map((block, index) =>
              block.kind === 'heading' ? <h4 key={index}>{block.text}</h4> : <p key={index}>{block.text}</p>,
            )}
          </article>
        </Card>
      )}
    </>
  );
}
