import { useId, type ReactElement } from 'react';
import styles from './FormField.module.css';

interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  label: string;
  /** What to write, under the label. */
  hint?: string;
  /** What is wrong with what was written (the API's words), beside the field. */
  problem?: string;
  /** Renders the input, select or text area with the props that tie it to its label, hint and problem. */
  children: (control: ControlProps) => ReactElement;
}

/** A labelled field of a back-office form, with its hint and, when refused, its problem. */
export function FormField({ label, hint, problem, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [problem && problemId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        className: problem ? `${styles.control} ${styles.invalid}` : styles.control,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
