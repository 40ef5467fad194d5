import { ToastList } from '@brass/shared/toast-list';
import { ShellWidget } from './ShellWidgetBoundary';
import styles from './Toasts.module.css';

/** Shows the shared toast store: any app may raise a toast, the shell alone draws them. */
export function Toasts() {
  return (
    <ShellWidget name="toasts" fallback={null}>
      <ToastList classes={styles} />
    </ShellWidget>
  );
}
