import { useId } from 'react';
import { Link, useNavigate } from '@brass/shared/router';
import buttons from '../../../components/buttons.module.css';
import styles from './WayOn.module.css';

/** The shop's list for the shopper's words, as the form asks for it without scripts. */
function searchAddress(words: string): string {
  const q = words.trim();
  return q ? `/products?${new URLSearchParams({ q }).toString()}` : '/products';
}

/**
 * Where a shopper goes from a product the shop does not have: back to the shop's main pages, or a
 * search. A plain form, so it works in the server's page before any script, and for crawlers.
 */
export function WayOn() {
  const navigate = useNavigate();
  const headingId = useId();
  const searchId = useId();
  return (
    <nav className={styles.wayOn} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Keep exploring
      </h2>
      <ul className={styles.links}>
        <li>
          <Link to="/" className={buttons.secondary}>
            Home
          </Link>
        </li>
        <li>
          <Link to="/products" className={buttons.primary}>
            Shop
          </Link>
        </li>
        <li>
          <Link to="/blogs" className={buttons.secondary}>
            Blog
          </Link>
        </li>
      </ul>
      <form
        role="search"
        aria-label="Search the shop"
        action="/products"
        method="get"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(searchAddress(String(new FormData(event.currentTarget).get('q') ?? '')));
        }}
      >
        <label htmlFor={searchId} className={styles.label}>
          Search the shop
        </label>
        <div className={styles.box}>
          <input
            id={searchId}
            className={styles.input}
            type="search"
            name="q"
            placeholder="Search idols, lamps, bells…"
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={buttons.primary}>
            Search
          </button>
        </div>
      </form>
    </nav>
  );
}
