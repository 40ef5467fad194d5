import { useToastStore } from '@brass/shared/toast-store';
import { ShellWidget } from './ShellWidgetBoundary';
import styles from './Toasts.module.css';

function ToastList() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismissToast);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.type]}`} data-type={toast.type}>
          <span className={styles.message}>{toast.message}</span>
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

/** Shows the shared toast store: any app may raise a toast, the shell alone draws them. */
export function Toasts() {
  return (
    <ShellWidget name="toasts" fallback={null}>
      <ToastList />
    </ShellWidget>
  );
}
