import { Link } from '@brass/shared/router';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p>The page you are looking for has moved or never existed. Our brass collection is right this way.</p>
      <Link to="/products" className={styles.cta}>
        Browse the shop
      </Link>
    </section>
  );
}
