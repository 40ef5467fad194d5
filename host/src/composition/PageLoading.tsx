import styles from './RemotePage.module.css';

export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>Loading...</span>
    </div>
  );
}
