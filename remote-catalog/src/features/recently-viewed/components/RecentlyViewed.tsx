import { Link } from '@brass/shared/router';
import { useId, useMemo, useSyncExternalStore } from 'react';
import { ProductImage } from '../../../components/ProductImage';
import { storedViewedPieces, viewedPiecesIn } from '../utils/viewed-pieces';
import styles from './RecentlyViewed.module.css';

/** Another tab that opens a piece changes the list this one shows. */
function followOtherTabs(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

interface Props {
  exceptId?: string;
  /** Where the page places the section: the home page gives it the content width. */
  className?: string;
}

/**
 * The pieces this browser opened lately, as links back to them; `exceptId` leaves out the one on
 * screen. Read once the page runs (the server cannot know them), so nothing shows until then, and
 * nothing at all for a shopper who has opened no other piece.
 */
export function RecentlyViewed({ exceptId, className }: Props) {
  const headingId = useId();
  // The server's page and the first render in the browser hold none; the browser's list follows.
  const stored = useSyncExternalStore(followOtherTabs, storedViewedPieces, () => null);
  const pieces = useMemo(
    () => viewedPiecesIn(stored).filter((piece) => piece.id !== exceptId),
    [stored, exceptId],
  );
  if (pieces.length === 0) return null;

  return (
    <section className={`${styles.recent} ${className ?? ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Recently viewed
      </h2>
      <ul className={styles.pieces}>
        {pieces.map((piece) => (
          <li key={piece.id}>
            <Link to={`/product/${encodeURIComponent(piece.id)}`} className={styles.piece}>
              <ProductImage path={piece.image} alt="" sizes="120px" width={120} height={120} />
              <span className={styles.name}>{piece.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
