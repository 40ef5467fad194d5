import styles from './NewBadge.module.css';

export function NewBadge() {
  return <span className={styles.badge}>NEW</span>;
}
