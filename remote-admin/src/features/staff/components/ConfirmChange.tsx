import { useEffect, useRef, useState } from 'react';
import buttons from '../../../components/Button.module.css';
import styles from './ConfirmChange.module.css';

interface Props {
  /** Asked before the change, such as 'Remove from the staff?'. */
  question: string;
  /** The confirming button's words and, while the API answers, its busy words. */
  yes: string;
  busy: string;
  no: string;
  /** Whom or what the change is about, in the buttons' accessible names. */
  about: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks once more before a change to the staff, with the focus on the answer. */
export function ConfirmChange({ question, yes, busy, no, about, onConfirm, onCancel }: Props) {
  const confirm = useRef<HTMLButtonElement>(null);
  const [working, setWorking] = useState(false);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className={styles.confirm}>
      <span className={styles.question}>{question}</span>
      <button
        ref={confirm}
        type="button"
        className={`${buttons.danger} ${buttons.small}`}
        disabled={working}
        aria-label={`${working ? busy.replace(/\.+$/, '') : yes} ${about}`}
        onClick={() => {
          setWorking(true);
          onConfirm();
        }}
      >
        {working ? busy : yes}
      </button>
      <button type="button" className={`${buttons.quiet} ${buttons.small}`} onClick={onCancel}>
        {no}
      </button>
    </div>
  );
}
