import { useSearchParams } from '@brass/shared/router';
import type { FormEvent, ReactNode } from 'react';
import buttons from './Button.module.css';
import styles from './FilterForm.module.css';

interface Props {
  /** The form's accessible name, e.g. "Find orders". */
  label: string;
  /** The names of the fields the form keeps in the address. */
  fields: readonly string[];
  /** The labelled fields, each given the value the address holds for a name. */
  children: (valueOf: (name: string) => string) => ReactNode;
}

/**
 * A list's filters, kept in the address so a filtered list can be shared and the back button works:
 * Apply writes the filled fields (and starts again from the first page), Clear empties them.
 */
export function FilterForm({ label, fields, children }: Props) {
  const [params, setParams] = useSearchParams();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const field of fields) {
      const value = String(form.get(field) ?? '').trim();
      if (value) next.set(field, value);
    }
    setParams(next);
  }

  return (
    <form className={styles.filters} aria-label={label} onSubmit={apply} key={params.toString()}>
      {children((name) => params.get(name) ?? '')}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary}>
          Apply
        </button>
        <button type="button" className={buttons.quiet} onClick={() => setParams(new URLSearchParams())}>
          Clear
        </button>
      </div>
    </form>
  );
}

/** The wide first field of a filter form: its search box. */
export const searchField = styles.search;
