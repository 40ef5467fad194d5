import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminReturn } from '@brass/shared/contracts/returns';
import { formatRupees } from '@brass/shared/money';
import { useState } from 'react';
import buttons from '../../../components/Button.module.css';
import { FormField } from '../../../components/FormField';
import { moveReturn } from '../api/returns';
import styles from './Returns.module.css';

interface Props {
  item: AdminReturn;
  /** The return as it now stands, and the words of what was done; or the API's refusal. */
  onDone: (moved: AdminReturn, words: string) => void;
  onProblem: (words: string) => void;
}

/** What the staff may do with a return where it stands. The API decides whether it still may be. */
export function ReturnActions({ item, onDone, onProblem }: Props) {
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(step: Parameters<typeof moveReturn>[1], body: object, words: string) {
    setBusy(true);
    try {
      onDone(await moveReturn(item.id, step, body), words);
    } catch (error) {
      onProblem(apiErrorMessage(error, 'The return was not changed. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (item.status === 'requested') {
    return (
      <div className={styles.actions}>
        <FormField label="Note to the shopper" hint="Needed to refuse; sent with an approval too.">
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        <div className={styles.buttons}>
          <button
            type="button"
            className={buttons.primary}
            disabled={busy}
            onClick={() =>
              void run('approve', note.trim() ? { note } : {}, 'Return approved and pickup booked.')
            }
          >
            Approve and book pickup
          </button>
          <button
            type="button"
            className={buttons.danger}
            disabled={busy}
            onClick={() => void run('refuse', { note }, 'Return refused; the shopper is told why.')}
          >
            Refuse
          </button>
        </div>
      </div>
    );
  }
  if (item.status === 'approved') {
    return (
      <div className={styles.buttons}>
        <button
          type="button"
          className={buttons.primary}
          disabled={busy}
          onClick={() => void run('approve', {}, 'Pickup booked.')}
        >
          Book pickup again
        </button>
      </div>
    );
  }
  if (item.status === 'pickup_booked' || (item.status === 'received' && item.paymentMethod === 'online')) {
    const label =
      item.paymentMethod === 'online'
        ? `Mark received and refund ${formatRupees(item.amount)}`
        : 'Mark received';
    return (
      <div className={styles.buttons}>
        <button
          type="button"
          className={buttons.primary}
          disabled={busy}
          onClick={() => void run('received', {}, 'Pieces received and back in stock.')}
        >
          {item.status === 'received' ? `Refund ${formatRupees(item.amount)} again` : label}
        </button>
      </div>
    );
  }
  if (item.status === 'received') {
    return (
      <div className={styles.actions}>
        <p className={styles.muted}>
          Paid on delivery: send {formatRupees(item.amount)} by bank transfer or UPI, then record it here.
        </p>
        <FormField label="Bank or UPI reference">
          {(control) => (
            <input
              {...control}
              maxLength={100}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          )}
        </FormField>
        <div className={styles.buttons}>
          <button
            type="button"
            className={buttons.primary}
            disabled={busy}
            onClick={() => void run('manual-refund', { reference }, 'Refund recorded; the shopper is told.')}
          >
            Record refund
          </button>
        </div>
      </div>
    );
  }
  return null;
}
