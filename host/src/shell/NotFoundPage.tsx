import { useState } from 'react';
import { ShopSearchForm } from '@brass/shared/keep-exploring';
import { Link, useNavigate } from '@brass/shared/router';
import { SEARCH_PLACEHOLDER, typedBeforeStart, useFocusOnArrival } from './search/search-field';
import styles from './NotFoundPage.module.css';

/** Its own id: the header's search box is on the same page. */
const NOT_FOUND_SEARCH_ID = 'not-found-search';

/**
 * The shell's page for an address no route matches. The shop's server draws it too, prerendered at
 * build time, so a crawler or a shopper without scripts gets it with the 404; the shell then renders
 * the same markup in its place. The search is a plain form that works without scripts.
 */
export function NotFoundPage() {
  // Words typed into the server's page before the shell started are carried over, focus and all.
  const [typed] = useState(() => typedBeforeStart(NOT_FOUND_SEARCH_ID));
  useFocusOnArrival(typed.focused, NOT_FOUND_SEARCH_ID);
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p>The page you are looking for has moved or never existed. Our brass collection is right this way.</p>
      <nav aria-label="Back to the shop">
        <ul className={styles.links}>
          <li>
            <Link to="/" className={styles.link}>
              Home
            </Link>
          </li>
          <li>
            <Link to="/products" className={styles.cta}>
              Browse the shop
            </Link>
          </li>
          <li>
            <Link to="/blogs" className={styles.link}>
              Blog
            </Link>
          </li>
        </ul>
      </nav>
      <ShopSearchForm
        navigate={useNavigate()}
        id={NOT_FOUND_SEARCH_ID}
        defaultValue={typed.words}
        placeholder={SEARCH_PLACEHOLDER}
        classNames={{
          form: styles.search,
          label: styles.label,
          row: styles.box,
          input: styles.input,
          submit: styles.submit,
        }}
      />
    </section>
  );
}
