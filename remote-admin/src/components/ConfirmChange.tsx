import { useEffect, useRef, useState } from 'react';
import buttons from './Button.module.css';
import styles from './ConfirmChange.module.css';

interface Props {
  /** The button's words ('Remove') and its accessible name ('Remove Meena Iyer'). */
  action: string;
  actionName: string;
  /** Asked before the change, such as 'Remove from the staff?'. */
  question: string;
  /** The confirming button's words and, while the API answers, its busy words. */
  yes: string;
  busy: string;
  no: string;
  /** Whom or what the change is about, in the confirming button's accessible name. */
  about: string;
  /** Makes the change; settles when the API has answered. */
  onConfirm: () => Promise<void>;
  /** Nothing to change (no earlier release to go back to): the button stays, unusable. */
  disabled?: boolean;
}

/**
 * A change that asks once more: the button, then the question with the focus on its answer; the
 * other answer puts the focus back on the button, so the keyboard does not start again from the top.
 */
export function ConfirmChange({
  action,
  actionName,
  question,
  yes,
  busy,
  no,
  about,
  onConfirm,
  disabled = false,
}: Props) {
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const kept = useRef(false);
  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (kept.current) button.current?.focus();
  }, [asking]);

  if (!asking)
    return (
      <button
        ref={button}
        type="button"
        className={`${buttons.quiet} ${buttons.small}`}
        aria-label={actionName}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {action}
      </button>
    );
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
          void onConfirm().finally(() => {
            setWorking(false);
            setAsking(false);
          });
        }}
      >
        {working ? busy : yes}
      </button>
      <button
        type="button"
        className={`${buttons.quiet} ${buttons.small}`}
        onClick={() => {
          kept.current = true;
          setAsking(false);
        }}
      >
        {no}
      </button>
    </div>
  );
}
