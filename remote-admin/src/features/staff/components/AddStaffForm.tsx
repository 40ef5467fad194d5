import { useId, useRef, useState, type FormEvent } from 'react';
import { addStaff, type StaffAdded } from '../api/add-staff';
import { emailProblem } from '../utils/email-problem';
import { readProblem } from '../../../components/LoadState';
import buttons from '../../../components/Button.module.css';
import styles from './AddStaffForm.module.css';

interface Props {
  onAdded: (added: StaffAdded) => void;
}

/**
 * The owner adds someone by the address they sign in with. What is wrong (nothing typed, not an
 * address, or the API's refusal: already on the staff, the owner) shows under the field, which
 * takes the focus back.
 */
export function AddStaffForm({ onAdded }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typedProblem = emailProblem(email);
    if (typedProblem) {
      setProblem(typedProblem);
      input.current?.focus();
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const added = await addStaff({ email: email.trim() });
      setEmail('');
      onAdded(added);
    } catch (error) {
      setProblem(readProblem(error));
      input.current?.focus();
    } finally {
      setSending(false);
    }
  }

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void add(event)}>
      <label htmlFor={id} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={id}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          className={problem ? `${styles.input} ${styles.invalid}` : styles.input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          placeholder="name@example.in"
        />
        <button type="submit" className={buttons.primary} disabled={sending}>
          {sending ? 'Adding...' : 'Add to staff'}
        </button>
      </div>
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <p id={hintId} className={styles.hint}>
        Someone whose account has confirmed this address joins at once; anyone else gets an invitation by mail
        and joins when they sign in with it.
      </p>
    </form>
  );
}
