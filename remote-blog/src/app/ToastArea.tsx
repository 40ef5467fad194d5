import { useToastStore } from '@brass/shared/toast-store';
import styles from './ToastArea.module.css';

/** The shared toast store drawn where no host is there to draw it: the parcel and the standalone page. */
export function ToastArea() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismissToast);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.type]}`}>
          <span>{toast.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label="Close notification"
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
