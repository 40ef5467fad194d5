import { Link } from 'wouter';
import { BRAND_NAME } from '@brass/shared/constants';
import styles from './Footer.module.css';

const shopLinks = ['New Arrival', 'Buddha', 'Idol Set'];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            {BRAND_NAME}
          </h2>
          <p>
            Brass idols, diyas, lamps and urlis, cast and finished by hand by artisan families across India.
          </p>
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            Shop
          </h2>
          <ul className={styles.list}>
            {shopLinks.map((label) => (
              <li key={label}>
                <Link href="/products">{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            Help
          </h2>
          <ul className={styles.list}>
            <li>
              <a href="#terms">Terms and Conditions</a>
            </li>
            <li>
              <a href="#faq">FAQ</a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            Company
          </h2>
          <ul className={styles.list}>
            <li>
              <Link href="/about">Our Story</Link>
            </li>
            <li>
              <Link href="/contactus">Contact Us</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {BRAND_NAME}. Prices in Indian rupees, inclusive of packing.
      </p>
    </footer>
  );
}
