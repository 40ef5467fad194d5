import { apiErrorMessage } from '@brass/shared/api-support';
import type { ContactMessage } from '@brass/shared/contracts/admin-content';
import { useEffect, useRef, useState } from 'react';
import buttons from '../../../components/Button.module.css';
import { Card } from '../../../components/Card';
import { formatWhen } from '../../../utils/format-when';
import { markMessage } from '../api/messages';
import styles from './Inbox.module.css';

interface Props {
  message: ContactMessage;
  sender: string;
  onChanged: (message: ContactMessage) => void;
}

/** One message; opening an unread one marks it read. */
export function MessageView({ message, sender, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const markedRead = useRef(false);

  useEffect(() => {
    if (message.state !== 'unread' || markedRead.current) return;
    markedRead.current = true;
    markMessage(message.id, 'read').then(onChanged, (error: unknown) =>
      setProblem(apiErrorMessage(error, 'The message could not be marked read.')),
    );
  }, [message, onChanged]);

  async function markReplied() {
    setBusy(true);
    setProblem(undefined);
    try {
      onChanged(await markMessage(message.id, 'replied'));
      setDone('Marked replied.');
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The message could not be marked replied. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  const subject = message.subject || '(no subject)';
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject || 'your message'}`)}`;
  return (
    <Card title={subject} meta={formatWhen(message.createdAt)}>
      <dl className={styles.details}>
        <dt>From</dt>
        <dd>{sender}</dd>
        <dt>Email</dt>
        <dd>{message.email}</dd>
        {message.phone && (
          <>
            <dt>Phone</dt>
            <dd>{message.phone}</dd>
          </>
        )}
        <dt>State</dt>
        <dd>
          {message.state === 'replied'
            ? `Replied${message.repliedAt ? ` ${formatWhen(message.repliedAt)}` : ''}`
            : message.state === 'read'
              ? 'Read'
              : 'Unread'}
        </dd>
      </dl>
      <p className={styles.body}>{message.message || 'The shopper wrote no message.'}</p>
      <div className={styles.actions}>
        <a className={buttons.primary} href={reply}>
          Reply by email
        </a>
        <button
          type="button"
          className={buttons.quiet}
          disabled={busy || message.state === 'replied'}
          onClick={() => void markReplied()}
        >
          {message.state === 'replied' ? 'Replied' : 'Mark replied'}
        </button>
      </div>
      {problem && (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      )}
      {/* Always in the page, so that screen readers hear it: the button it answers is disabled then. */}
      <p className={styles.done} role="status">
        {done}
      </p>
    </Card>
  );
}
