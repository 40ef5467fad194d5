import { Link } from '@brass/shared/router';
import { ToastList } from '@brass/shared/toast-list';
import { useToastStore } from '@brass/shared/toast-store';
import styles from './ToastArea.module.css';

/** The shared toast store rendered where no host is there to render it: the standalone page. */
export function ToastArea() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismissToast);
  return <ToastList toasts={toasts} onDismiss={dismiss} classes={styles} Link={Link} />;
}
