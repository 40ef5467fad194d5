import type { AdminMessageList, ContactMessage, MessageState } from '@brass/shared/contracts/admin-content';
import { useState } from 'react';
import { Card } from '../../../components/Card';
import { FilterChips } from '../../../components/FilterChips';
import { PageNav } from '../../../components/PageNav';
import { LoadState } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { formatWhen } from '../../../utils/format-when';
import { useMessages } from '../api/messages';
import { MessageView } from './MessageView';
import styles from './Inbox.module.css';

const FILTERS: { state: MessageState | undefined; label: string }[] = [
  { state: undefined, label: 'All' },
  { state: 'unread', label: 'Unread' },
  { state: 'read', label: 'Read' },
  { state: 'replied', label: 'Replied' },
];

const STATE_LABELS: Record<MessageState, string> = { unread: 'Unread', read: 'Read', replied: 'Replied' };

const senderOf = (message: ContactMessage) => `${message.firstName} ${message.lastName}`.trim();

/** `/admin/inbox`: the contact form's messages, newest first, each opened beside the list. */
export function InboxScreen() {
  const [state, setState] = useState<MessageState>();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [latest, setLatest] = useState<AdminMessageList>();
  const [opened, setOpened] = useState<ContactMessage>();
  const messages = useMessages(state, page, version);
  if (messages.status === 'success' && messages.data !== latest) setLatest(messages.data);

  function filter(next: MessageState | undefined) {
    setState(next);
    setPage(1);
    setLatest(undefined);
  }

  /** The message as it now stands; the list asks again for its states and counts. */
  function changed(message: ContactMessage) {
    setOpened(message);
    setVersion((count) => count + 1);
  }

  const counts = latest?.counts;
  return (
    <>
      <ScreenHeader title="Inbox">
        Messages shoppers sent through the contact form, newest first. Open one to read it, reply by email,
        then mark it replied.
      </ScreenHeader>
      <div className={styles.layout}>
        <Card title="Messages" meta={counts ? `${counts.unread} unread` : undefined}>
          <FilterChips
            label="Show messages"
            chips={FILTERS.map((option) => ({
              label: option.label,
              value: option.state,
              count:
                counts &&
                (option.state ? counts[option.state] : counts.unread + counts.read + counts.replied),
            }))}
            chosen={state}
            onChoose={filter}
          />
          <LoadState
            state={messages}
            latest={latest}
            loading="Loading the messages..."
            onRetry={() => setVersion((count) => count + 1)}
          >
            {(list) => (
              <>
                {list.messages.length === 0 ? (
                  <p className={styles.empty}>No messages here.</p>
                ) : (
                  <ul className={styles.list}>
                    {list.messages.map((message) => (
                      <li key={message.id}>
                        <button
                          type="button"
                          className={
                            message.state === 'unread' ? `${styles.item} ${styles.unread}` : styles.item
                          }
                          aria-current={opened?.id === message.id ? 'true' : undefined}
                          onClick={() => setOpened(message)}
                        >
                          <span className={styles.sender}>{senderOf(message)}</span>
                          <span className={styles.subject}>{message.subject || '(no subject)'}</span>
                          <span className={styles.meta}>
                            {STATE_LABELS[message.state]} · {formatWhen(message.createdAt)}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                <PageNav
                  label="Pages of messages"
                  page={list.page}
                  pageSize={list.pageSize}
                  total={list.total}
                  onPage={setPage}
                />
              </>
            )}
          </LoadState>
        </Card>
        {opened ? (
          <MessageView key={opened.id} message={opened} sender={senderOf(opened)} onChanged={changed} />
        ) : (
          <p className={styles.placeholder}>Choose a message to read it.</p>
        )}
      </div>
    </>
  );
}
