import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link } from '@brass/shared/router';
import styles from './OrderSuccessDialog.module.css';

interface Props {
  onClose: () => void;
}

/** Shown once the order is recorded (/checkout): a modal that holds the focus. */
export function OrderSuccessDialog({ onClose }: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstActionRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    firstActionRef.current?.focus();
  }, []);

  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('a[href], button');
    const first = focusable?.[0];
    const last = focusable?.[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onKeyDown={keepFocusInside}
      >
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" />
          <path d="M14 25l7 7 13-15" />
        </svg>
        <h2 id={titleId} className={styles.title}>
          Order Placed Successfully!
        </h2>
        <p className={styles.text}>
          Thank you for shopping with Brass Aangan. Your pieces are being packed with care, and you can follow
          the shipment from My Orders.
        </p>
        <div className={styles.actions}>
          <Link ref={firstActionRef} to="/orders" className={styles.primary}>
            View My Orders
          </Link>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
