import { useId, useState, type FormEvent, type ReactNode } from 'react';
import buttons from '../../../components/Button.module.css';
import { Card } from '../../../components/Card';
import { FormField } from '../../../components/FormField';
import { OwnerOnlyNote, ownerOnlyFieldset } from '../../../components/OwnerOnlyNote';
import { ContentPreview } from './ContentPreview';
import { MarkdownEditor } from './MarkdownEditor';
import { MarkdownPreview } from './MarkdownPreview';
import styles from './Content.module.css';

/** What the owner may write in a post or a policy page, under its text's label. */
export const MARKDOWN_HINT =
  'Leave a blank line between paragraphs. “## ” starts a heading, **bold** and *italic* mark words, “- ” or “1. ” starts a list item. A link to a product, such as [Ganesha](/product/<id>), shows as its card.';

interface TextField {
  label: string;
  name: string;
  hint: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
}

interface Props {
  /** What is edited, in the form's name and its refusal: "page", "post". */
  noun: string;
  /** The form's accessible name. */
  label: string;
  title: string;
  onTitle: (title: string) => void;
  text: TextField;
  /** The API's refusal, by field name, or `form` for the whole form. */
  problems: Record<string, string>;
  /** What the last action did, read out when it changes. */
  done: string | undefined;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Buttons between Save and Preview. */
  actions?: ReactNode;
  /** Rendered under the form and its preview. */
  aside?: ReactNode;
  /** What the preview shows between the title and the text (a post's image and date). */
  previewLead?: ReactNode;
  /** Set when only the owner may change it (`the policy pages`): the fields are shown disabled, without Save. */
  ownerOnly?: string | undefined;
}

/** The owner's form for a piece of shop text (its title, its text, Save, Preview, what happened) and its preview. */
export function ContentForm({
  noun,
  label,
  title,
  onTitle,
  text,
  problems,
  done,
  busy,
  onSubmit,
  actions,
  aside,
  previewLead,
  ownerOnly,
}: Props) {
  const previewId = useId();
  const [previewing, setPreviewing] = useState(false);
  return (
    <>
      {/* Side by side on a wide screen while previewing: the text and how the shop shows it. */}
      <div className={previewing ? `${styles.writing} ${styles.withPreview}` : styles.writing}>
        <Card title={`The ${noun}`}>
          <form className={styles.form} aria-label={label} noValidate onSubmit={onSubmit}>
            {ownerOnly && <OwnerOnlyNote what={ownerOnly} />}
            <fieldset className={ownerOnlyFieldset} disabled={Boolean(ownerOnly)}>
              <FormField label="Title" problem={problems.title}>
                {(control) => (
                  <input
                    {...control}
                    name="title"
                    value={title}
                    onChange={(event) => onTitle(event.target.value)}
                  />
                )}
              </FormField>
              <FormField label={text.label} hint={text.hint} problem={problems[text.name]}>
                {(control) => (
                  <MarkdownEditor
                    control={control}
                    name={text.name}
                    rows={text.rows}
                    value={text.value}
                    onChange={text.onChange}
                  />
                )}
              </FormField>
            </fieldset>
            {Object.keys(problems).length > 0 && (
              <p className={styles.alert} role="alert">
                {problems.form ?? `The ${noun} was not saved: see the fields above.`}
              </p>
            )}
            {/* Always in the page, so that screen readers hear each message put in it. */}
            <p className={styles.saved} role="status">
              {done}
            </p>
            <div className={styles.actions}>
              {!ownerOnly && (
                <button type="submit" className={buttons.primary} disabled={busy}>
                  {busy ? 'Saving...' : 'Save'}
                </button>
              )}
              {actions}
              <button
                type="button"
                className={buttons.quiet}
                aria-expanded={previewing}
                aria-controls={previewId}
                onClick={() => setPreviewing((shown) => !shown)}
              >
                {previewing ? 'Hide preview' : 'Preview'}
              </button>
            </div>
          </form>
        </Card>
        {previewing && (
          <ContentPreview id={previewId} title={title} noun={noun}>
            {previewLead}
            <MarkdownPreview text={text.value} />
          </ContentPreview>
        )}
      </div>
      {aside}
    </>
  );
}
