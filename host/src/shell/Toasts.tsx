import { Link } from '@brass/shared/router';
import { ToastList } from '@brass/shared/toast-list';
import { useToastStore } from '@brass/shared/toast-store';
import { ShellWidget } from './ShellWidgetBoundary';
import styles from './Toasts.module.css';

function ShopToasts() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismissToast);
  return <ToastList toasts={toasts} onDismiss={dismiss} classes={styles} Link={Link} />;
}

/** Shows the shared toast store: any app may raise a toast, the shell alone renders them. */
export function Toasts() {
  return (
    <ShellWidget name="toasts" fallback={null}>
      <ShopToasts />
    </ShellWidget>
  );
}
