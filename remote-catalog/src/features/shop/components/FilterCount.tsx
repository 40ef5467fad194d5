import hidden from '../../../components/visually-hidden.module.css';
import styles from './FilterCount.module.css';

/** How many products a filter value would show: a quiet figure to the eye, a phrase to a screen reader. */
export function FilterCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
      <span className={hidden.visuallyHidden}>
        , {count} {count === 1 ? 'product' : 'products'}
      </span>
    </>
  );
}
