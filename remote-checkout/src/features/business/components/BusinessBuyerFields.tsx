import { useEffect, useId, useRef } from 'react';
import type { BusinessChoice } from '../utils/business-choice';
import option from '../../../components/CheckOption.module.css';
import styles from './BusinessBuyerFields.module.css';

interface Props {
  value: BusinessChoice;
  onChange: (value: BusinessChoice) => void;
  /** What is wrong with each field, shown once the shopper has tried to place the order. */
  problems: { gstin?: string; name?: string };
  /** How often placing the order was stopped by these fields: each time, the first wrong one is focused. */
  tries: number;
}

/** A business buying: its GSTIN and registered name go on the invoice, for its input tax credit. */
export function BusinessBuyerFields({ value, onChange, problems, tries }: Props) {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const showProblems = tries > 0;
  useEffect(() => {
    if (tries > 0) section.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [tries]);
  const [gstinId, gstinNoteId, gstinErrorId, nameId, nameErrorId] = [
    'gstin',
    'gstin-note',
    'gstin-error',
    'name',
    'name-error',
  ].map((part) => `${id}-${part}`);
  const gstinProblem = showProblems ? problems.gstin : undefined;
  const nameProblem = showProblems ? problems.name : undefined;
  return (
    <section ref={section} className={styles.section} aria-label="Business purchase">
      <label className={option.check}>
        <input
          type="checkbox"
          className={option.checkbox}
          checked={value.isBusiness}
          onChange={(event) => onChange({ ...value, isBusiness: event.target.checked })}
        />
        Buying for a business? Put its GSTIN on the invoice
      </label>
      {value.isBusiness && (
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={gstinId} className={styles.label}>
              GSTIN
            </label>
            <input
              id={gstinId}
              className={styles.input}
              value={value.gstin}
              maxLength={20}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={gstinProblem ? true : undefined}
              aria-describedby={gstinProblem ? `${gstinNoteId} ${gstinErrorId}` : gstinNoteId}
              onChange={(event) => onChange({ ...value, gstin: event.target.value })}
            />
            <p id={gstinNoteId} className={styles.note}>
              15 characters, of your business in the state the order goes to.
            </p>
            {gstinProblem && (
              <p id={gstinErrorId} className={styles.error}>
                {gstinProblem}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={nameId} className={styles.label}>
              Registered business name
            </label>
            <input
              id={nameId}
              className={styles.input}
              value={value.name}
              maxLength={120}
              autoComplete="organization"
              aria-invalid={nameProblem ? true : undefined}
              aria-describedby={nameProblem ? nameErrorId : undefined}
              onChange={(event) => onChange({ ...value, name: event.target.value })}
            />
            {nameProblem && (
              <p id={nameErrorId} className={styles.error}>
                {nameProblem}
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
