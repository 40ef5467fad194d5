import { useId, type ChangeEvent } from 'react';
import styles from './ContactForm.module.css';

interface ContactFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  className?: string;
}

export function ContactField({
  label,
  name,
  value,
  onChange,
  maxLength,
  required = false,
  type = 'text',
  autoComplete,
  multiline = false,
  className = '',
}: ContactFieldProps) {
  const id = useId();
  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  const common = { id, name, value, maxLength, required, onChange: update, className: styles.control };
  return (
    <div className={`${styles.field} ${className}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {/* The input's required state is what assistive technology announces; the star is for the eye. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
    </div>
  );
}
