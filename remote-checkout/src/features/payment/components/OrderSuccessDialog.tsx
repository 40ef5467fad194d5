import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link } from '@brass/shared/router';
import styles from './OrderSuccessDialog.module.css';

interface Props {
  onClose: () => void;
}

/** Shown once the order is recorded (/checkout): a modal that holds the focus. */
export function OrderSuccessDialog({ onClose }: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstActionRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    firstActionRef.current?.focus();
    return () => dialog?.close();
  }, []);

  // Closed before the page hears of it: while it is modal the rest of the page is inert, and the
  // page moves the focus back to its heading.
  function close(): void {
    dialogRef.current?.close();
    onClose();
  }

  // The browser's modal lets Tab leave for its own toolbar; the shopper stays on the two actions.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
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
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      className={styles.dialog}
      onCancel={close}
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
        <button type="button" className={styles.secondary} onClick={close}>
          Close
        </button>
      </div>
    </dialog>
  );
}
