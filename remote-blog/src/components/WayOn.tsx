import { useId } from 'react';
import { Link, useNavigate } from '@brass/shared/router';
import buttons from './ActionButton.module.css';
import styles from './WayOn.module.css';

/**
 * Under a post or page the shop does not have: the way back into the shop (Home, Shop, the blog) and a
 * search of its pieces. The search is a plain form, so it works in the server's 404 page before any
 * script, and for crawlers.
 */
export function WayOn() {
  const navigate = useNavigate();
  const labelId = useId();
  const boxId = useId();
  return (
    <nav className={styles.wayOn} aria-labelledby={labelId}>
      <h2 id={labelId} className={styles.heading}>
        Keep exploring
      </h2>
      <ul className={styles.links}>
        {[
          ['/', 'Home'],
          ['/products', 'Shop'],
          ['/blogs', 'Blog'],
        ].map(([to, label]) => (
          <li key={to}>
            <Link to={to!} className={styles.link}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <form
        role="search"
        aria-label="Search the shop"
        action="/products"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          void navigate(q ? `/products?${new URLSearchParams({ q }).toString()}` : '/products');
        }}
      >
        <label htmlFor={boxId} className={styles.label}>
          Search the shop
        </label>
        <div className={styles.row}>
          <input id={boxId} className={styles.box} type="search" name="q" autoComplete="off" />
          <button type="submit" className={buttons.action}>
            Search
          </button>
        </div>
      </form>
    </nav>
  );
}
