import { apiErrorMessage } from '@brass/shared/api-support';
import type { OrderReturns, ReturnReason } from '@brass/shared/contracts/returns';
import { MAX_RETURN_DETAILS, MAX_RETURN_PHOTOS, returnReasonLabels } from '@brass/shared/returns';
import { toast } from '@brass/shared/toast-store';
import { useId, useState, type FormEvent } from 'react';
import { requestReturn } from '../api/request-return';
import styles from './Aftercare.module.css';

interface Props {
  orderNumber: string;
  returnable: OrderReturns['returnable'];
  /** The last day a return may be asked, as the shopper reads it. */
  until: string;
  onRequested: () => void;
}

const reasons = Object.entries(returnReasonLabels) as [ReturnReason, string][];

/**
 * "Return items": which pieces come back and how many, why, in the shopper's words, and up to three
 * photos. The API decides what may come back and what is refunded; the form only helps ask.
 */
export function ReturnRequestForm({ orderNumber, returnable, until, onRequested }: Props) {
  const formId = useId();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const lines = returnable
    .map((line) => ({ productId: line.productId, quantity: quantities[line.productId] ?? 0 }))
    .filter((line) => line.quantity > 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (lines.length === 0) return setFailure('Choose at least one piece to return.');
    if (!reason) return setFailure('Choose why the pieces are coming back.');
    if (photos.length > MAX_RETURN_PHOTOS) return setFailure(`Add at most ${MAX_RETURN_PHOTOS} photos.`);
    setBusy(true);
    setFailure(null);
    try {
      await requestReturn(orderNumber, { lines, reason, details, photos });
      toast.success('Your return request is sent');
      onRequested();
    } catch (error) {
      setFailure(apiErrorMessage(error, 'We could not send your return request. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${formId}-title`}
    >
      <h3 id={`${formId}-title`} className={styles.subheading}>
        Return items
      </h3>
      <p className={styles.muted}>You can ask to return pieces of this order until {until}.</p>
      <fieldset className={styles.fieldset}>
        <legend>Pieces to return</legend>
        {returnable.map((line) => (
          <label key={line.productId} className={styles.line}>
            <span>{line.productName}</span>
            <input
              type="number"
              min={0}
              max={line.quantity}
              step={1}
              inputMode="numeric"
              value={quantities[line.productId] ?? 0}
              disabled={line.quantity === 0}
              aria-label={`How many of ${line.productName} to return`}
              onChange={(event) =>
                setQuantities((current) => ({
                  ...current,
                  [line.productId]: Math.min(line.quantity, Math.max(0, Number(event.target.value) || 0)),
                }))
              }
            />
            <span className={styles.muted}>of {line.quantity}</span>
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span>Reason</span>
        <select value={reason} onChange={(event) => setReason(event.target.value as ReturnReason)}>
          <option value="">Choose a reason</option>
          {reasons.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>Tell us more (optional)</span>
        <textarea
          rows={3}
          maxLength={MAX_RETURN_DETAILS}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>Photos (up to {MAX_RETURN_PHOTOS}, optional)</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          onChange={(event) => setPhotos([...(event.target.files ?? [])])}
        />
      </label>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? 'Sending...' : 'Ask to return'}
      </button>
    </form>
  );
}
