import type { AdminReturn, AdminReturnList, ReturnStatus } from '@brass/shared/contracts/returns';
import { imageUrl } from '@brass/shared/api-support';
import { formatRupees } from '@brass/shared/money';
import { returnReasonLabels, returnStatusLabels } from '@brass/shared/returns';
import { Link } from '@brass/shared/router';
import { useState } from 'react';
import { ActionOutcome, type Outcome } from '../../../components/ActionOutcome';
import { FilterChips } from '../../../components/FilterChips';
import { Card } from '../../../components/Card';
import { LoadState } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { formatWhen } from '../../../utils/format-when';
import { useReturns } from '../api/returns';
import { ReturnActions } from './ReturnActions';
import styles from './Returns.module.css';

const FILTERS: { status: ReturnStatus | undefined; label: string }[] = [
  { status: 'requested', label: 'Waiting' },
  { status: 'approved', label: 'Pickup to book' },
  { status: 'pickup_booked', label: 'On the way back' },
  { status: 'received', label: 'Received' },
  { status: 'refunded', label: 'Refunded' },
  { status: 'refused', label: 'Refused' },
  { status: undefined, label: 'All' },
];

/** `/admin/returns`: shoppers' return requests, to approve or refuse, then mark received. */
export function ReturnsScreen() {
  const [status, setStatus] = useState<ReturnStatus | undefined>('requested');
  const [version, setVersion] = useState(0);
  const [latest, setLatest] = useState<AdminReturnList>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const returns = useReturns(status, version);
  if (returns.status === 'success' && returns.data !== latest) setLatest(returns.data);

  function filter(next: ReturnStatus | undefined) {
    setStatus(next);
    setLatest(undefined);
    setOutcome(null);
  }

  return (
    <>
      <ScreenHeader title="Returns">
        Pieces shoppers ask to send back. Approving books the courier&apos;s pickup with Shiprocket; once the
        pieces are back, mark them received: they go back in stock and an order paid online is refunded.
      </ScreenHeader>
      <ActionOutcome outcome={outcome} />
      <Card title="Return requests">
        <FilterChips
          label="Show returns"
          chips={FILTERS.map((option) => ({ label: option.label, value: option.status }))}
          chosen={status}
          onChoose={filter}
        />
        <LoadState
          state={returns}
          latest={latest}
          loading="Loading the returns..."
          onRetry={() => setVersion((count) => count + 1)}
        >
          {(list) =>
            list.returns.length === 0 ? (
              <p className={styles.muted}>No returns here.</p>
            ) : (
              <ul className={styles.list}>
                {list.returns.map((item) => (
                  <li key={item.id}>
                    <ReturnEntry
                      item={item}
                      onDone={(moved, words) => {
                        setOutcome({ tone: 'done', text: `${moved.orderNumber}: ${words}` });
                        setVersion((count) => count + 1);
                      }}
                      onProblem={(words) => setOutcome({ tone: 'problem', text: words })}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
      </Card>
    </>
  );
}

function ReturnEntry({
  item,
  onDone,
  onProblem,
}: {
  item: AdminReturn;
  onDone: (moved: AdminReturn, words: string) => void;
  onProblem: (words: string) => void;
}) {
  return (
    <article className={styles.entry} aria-label={`Return of order ${item.orderNumber}`}>
      <header className={styles.entryHead}>
        <Link to={`/admin/orders/${encodeURIComponent(item.orderNumber)}`}>{item.orderNumber}</Link>
        <span className={styles.status}>{returnStatusLabels[item.status]}</span>
        <span className={styles.muted}>{formatWhen(item.createdAt)}</span>
      </header>
      <p>
        {item.customer.name} · {item.customer.email} ·{' '}
        {item.paymentMethod === 'cod' ? 'Paid on delivery' : 'Paid online'}
      </p>
      <p>
        {item.lines.map((line) => `${line.productName} × ${line.quantity}`).join(', ')} ·{' '}
        <strong>{formatRupees(item.amount)}</strong>
      </p>
      <p>
        <strong>{returnReasonLabels[item.reason]}</strong>
        {item.details && `: ${item.details}`}
      </p>
      {item.photos.length > 0 && (
        <ul className={styles.photos} aria-label="Photos">
          {item.photos.map((photo, index) => (
            <li key={photo}>
              <a href={imageUrl(photo)} target="_blank" rel="noreferrer">
                <img
                  src={imageUrl(photo)}
                  alt={`What the shopper sent, ${index + 1} of ${item.photos.length}`}
                  width={96}
                  height={72}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {item.staffNote && <p className={styles.muted}>Note: {item.staffNote}</p>}
      {item.shiprocketReturnId && (
        <p className={styles.muted}>Shiprocket return order {item.shiprocketReturnId}</p>
      )}
      {item.manualRefundReference && (
        <p className={styles.muted}>Refunded by hand, reference {item.manualRefundReference}</p>
      )}
      <ReturnActions item={item} onDone={onDone} onProblem={onProblem} />
    </article>
  );
}
