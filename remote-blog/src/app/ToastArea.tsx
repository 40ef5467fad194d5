import { ToastList } from '@brass/shared/toast-list';
import styles from './ToastArea.module.css';

/** The shared toast store drawn where no host is there to draw it: the standalone page. */
export function ToastArea() {
  return <ToastList classes={styles} />;
}
