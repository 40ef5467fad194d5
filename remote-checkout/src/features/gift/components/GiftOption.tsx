import { GIFT_MESSAGE_MAX_LENGTH } from '@brass/shared/constants';
import { useId } from 'react';
import type { GiftChoice } from '../utils/gift-choice';
import option from '../../../components/CheckOption.module.css';
import styles from './GiftOption.module.css';

interface Props {
  value: GiftChoice;
  onChange: (value: GiftChoice) => void;
}

/** Sending the order as a gift: its packing slip then carries the message, and no prices. */
export function GiftOption({ value, onChange }: Props) {
  const id = useId();
  const [messageId, noteId, countId] = ['message', 'note', 'count'].map((part) => `${id}-${part}`);
  return (
    <section className={styles.section} aria-label="Gift">
      <label className={option.check}>
        <input
          type="checkbox"
          className={option.checkbox}
          checked={value.isGift}
          onChange={(event) => onChange({ ...value, isGift: event.target.checked })}
        />
        This order is a gift
      </label>
      {value.isGift && (
        <div className={styles.field}>
          <label htmlFor={messageId} className={styles.label}>
            Gift message
          </label>
          <textarea
            id={messageId}
            className={styles.message}
            rows={3}
            maxLength={GIFT_MESSAGE_MAX_LENGTH}
            value={value.message}
            aria-describedby={`${noteId} ${countId}`}
            onChange={(event) => onChange({ ...value, message: event.target.value })}
          />
          <p id={noteId} className={styles.note}>
            Optional. We print it on the packing slip, which shows no prices.
          </p>
          <p id={countId} className={styles.note}>
            {GIFT_MESSAGE_MAX_LENGTH - value.message.length} characters left
          </p>
        </div>
      )}
    </section>
  );
}
