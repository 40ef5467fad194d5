import type { TrackingState } from '../api/track-shipment';
import { formatEventTime } from '../utils/format-date';
import styles from './TrackingBox.module.css';
import detailStyles from './OrderDetails.module.css';

interface Props {
  awbCode: string;
  /** Undefined until the shopper asks. */
  tracking: TrackingState | undefined;
  onTrack: () => void;
  /** 2 on the order's own page, 3 inside a row of My Orders. */
  headingLevel?: 2 | 3;
  /** The section's id, for a link to it. */
  id?: string;
}

export function TrackingBox({ awbCode, tracking, onTrack, headingLevel = 3, id }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id={id} className={`${detailStyles.box} ${styles.tracking}`}>
      <Heading className={detailStyles.boxTitle}>Shipment tracking</Heading>
      <p className={styles.awb}>
        AWB Code: <span className={styles.code}>{awbCode}</span>
      </p>
      <button
        type="button"
        className={styles.button}
        onClick={onTrack}
        // Tracking is fetched once per order; only a failed lookup can be asked again.
        disabled={tracking !== undefined && tracking.status !== 'error'}
      >
        Track Shipment
      </button>
      <div aria-live="polite" className={styles.result}>
        {tracking?.status === 'loading' && <p className={styles.loading}>Loading tracking information...</p>}
        {tracking?.status === 'error' && <p className={styles.error}>Unable to fetch tracking information</p>}
        {tracking?.status === 'success' && (
          <>
            <p>
              Status: <strong>{tracking.data.status || 'Unknown'}</strong>
            </p>
            {tracking.data.tracking_data.length > 0 ? (
              <ol className={styles.events}>
                {tracking.data.tracking_data.map((event, index) => (
                  <li key={`${event.timestamp}-${index}`} className={styles.event}>
                    <span className={styles.eventStatus}>{event.status}</span>
                    <span className={styles.eventMeta}>
                      {event.location} ·{' '}
                      <time dateTime={event.timestamp}>{formatEventTime(event.timestamp)}</time>
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.noEvents}>The courier has not reported any movement yet.</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
