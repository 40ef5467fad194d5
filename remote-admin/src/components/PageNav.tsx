import buttons from './Button.module.css';
import styles from './PageNav.module.css';

interface Props {
  /** The navigation's name, e.g. "Pages of reviews". */
  label: string;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Newer and Older through a work queue's pages, newest first; nothing while one page holds them all. */
export function PageNav({ label, page, pageSize, total, onPage }: Props) {
  if (total <= pageSize) return null;
  return (
    <nav className={styles.pages} aria-label={label}>
      <button
        type="button"
        className={`${buttons.quiet} ${buttons.small}`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Newer
      </button>
      <span>
        Page {page} of {Math.ceil(total / pageSize)}
      </span>
      <button
        type="button"
        className={`${buttons.quiet} ${buttons.small}`}
        disabled={page * pageSize >= total}
        onClick={() => onPage(page + 1)}
      >
        Older
      </button>
    </nav>
  );
}
