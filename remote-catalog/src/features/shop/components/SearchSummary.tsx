import hidden from '../../../components/visually-hidden.module.css';
import styles from './SearchSummary.module.css';

interface Props {
  /** The shopper's words. */
  q: string | undefined;
  /** The words searched for instead, when some of the shopper's were misspelt. */
  searchedFor: string | undefined;
}

/** The results' heading: what was searched for, and the corrected words the shop searched with. */
export function SearchSummary({ q, searchedFor }: Props) {
  return (
    <div className={q ? styles.summary : undefined}>
      <h2 id="results-heading" className={q ? styles.heading : hidden.visuallyHidden}>
        {q ? `Results for “${q}”` : 'Products'}
      </h2>
      {q && searchedFor && (
        <p className={styles.correction}>
          Showing results for <strong>{searchedFor}</strong>
        </p>
      )}
    </div>
  );
}
