import type { TrackingState } from '../api/track-shipment';
import { formatEventTime } from '../utils/format-date';
import styles from './TrackingBox.module.css';
import detailStyles from './OrderDetails.module.css';

interface Props {
  awbCode: string;
  /** Undefined until the shopper asks. */
  tracking: TrackingState | undefined;
  onTrack: () => void;
}

export function TrackingBox({ awbCode, tracking, onTrack }: Props) {
  return (
    <section className={`${detailStyles.box} ${styles.tracking}`}>
      <h3 className={detailStyles.boxTitle}>Shipment tracking</h3>
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
