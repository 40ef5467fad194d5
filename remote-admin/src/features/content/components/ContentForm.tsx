import { useId, useState, type FormEvent, type ReactNode } from 'react';
import buttons from '../../../components/Button.module.css';
import { Card } from '../../../components/Card';
import { FormField } from '../../../components/FormField';
import { OwnerOnlyNote, ownerOnlyFieldset } from '../../../components/OwnerOnlyNote';
import { ContentPreview } from './ContentPreview';
import styles from './Content.module.css';

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
  /** Rendered between the form and its preview. */
  aside?: ReactNode;
  /** The text as the shop renders it, under the title, in the preview. */
  preview: ReactNode;
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
  preview,
  ownerOnly,
}: Props) {
  const previewId = useId();
  const [previewing, setPreviewing] = useState(false);
  return (
    <>
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
                <textarea
                  {...control}
                  name={text.name}
                  rows={text.rows}
                  value={text.value}
                  onChange={(event) => text.onChange(event.target.value)}
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
      {aside}
      {previewing && (
        <ContentPreview id={previewId} title={title} noun={noun}>
          {preview}
        </ContentPreview>
      )}
    </>
  );
}
