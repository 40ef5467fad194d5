import { useId, type ReactElement, type ReactNode } from 'react';
import styles from './FormField.module.css';

interface ControlProps {
  id: string;
  className: string | undefined;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  label: string;
  required?: boolean;
  wide?: boolean;
  className?: string;
  /** What is wrong with what was typed, beside the field. */
  problem?: string;
  /** Under the field: what to type, or what the shop made of it. */
  notes?: readonly { id: string; text: ReactNode; live?: boolean; warning?: boolean }[];
  /** Renders the control with the props that tie it to its label, its problem and its notes. */
  children: (control: ControlProps) => ReactElement;
}

/** A labelled field of the checkout's forms, with its problem and its notes beside it. */
export function FormField({
  label,
  required = true,
  wide = false,
  className,
  problem,
  notes = [],
  children,
}: Props) {
  const id = useId();
  const problemId = `${id}-problem`;
  const describedBy = [problem ? problemId : null, ...notes.map((note) => note.id)].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, wide && styles.wide, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {/* Screen readers hear "required" on the control instead. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({
        id,
        className: problem ? `${styles.control} ${styles.invalid}` : styles.control,
        required,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      )}
      {notes.map((note) => (
        <p
          key={note.id}
          id={note.id}
          className={note.warning ? `${styles.note} ${styles.warning}` : styles.note}
          role={note.live ? 'status' : undefined}
        >
          {note.text}
        </p>
      ))}
    </div>
  );
}
