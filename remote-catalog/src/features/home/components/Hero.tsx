import { Link } from '@brass/shared/router';
import { BRAND_NAME } from '@brass/shared/constants';
import buttons from '../../../components/buttons.module.css';
import styles from './Hero.module.css';

/** Drawn inline rather than a photograph: nothing to download before the largest paint. */
function LampArt() {
  return (
    <svg className={styles.art} viewBox="0 0 200 240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-brass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f6dc8c" />
          <stop offset="0.5" stopColor="#d4a437" />
          <stop offset="1" stopColor="#8a6420" />
        </linearGradient>
        <radialGradient id="hero-glow">
          <stop offset="0" stopColor="#ffe8a3" stopOpacity="0.75" />
          <stop offset="1" stopColor="#ffe8a3" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="100" cy="58" r="58" fill="url(#hero-glow)" />
      <path d="M100 22c13 18 15 34 0 48-15-14-13-30 0-48z" fill="#ffd56b" />
      <path d="M100 42c5 8 6 15 0 22-6-7-5-14 0-22z" fill="#fff4cf" />
      <path d="M52 74h96c0 18-22 30-48 30S52 92 52 74z" fill="url(#hero-brass)" />
      <rect x="93" y="102" width="14" height="82" rx="5" fill="url(#hero-brass)" />
      <ellipse cx="100" cy="126" rx="18" ry="7" fill="url(#hero-brass)" />
      <ellipse cx="100" cy="158" rx="13" ry="5" fill="url(#hero-brass)" />
      <path d="M66 224l16-40h36l16 40z" fill="url(#hero-brass)" />
      <ellipse cx="100" cy="225" rx="52" ry="9" fill="url(#hero-brass)" />
    </svg>
  );
}

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.brand}>{BRAND_NAME}</p>
          <h1 id="home-title" className={styles.title}>
            WELCOME TO THE WORLD OF BRASS ARTIFACTS
          </h1>
          <p className={styles.welcome}>
            Idols, diyas, lamps and decor, cast and polished by hand by artisan families across India, to
            bring warmth and blessings to every home.
          </p>
          <Link to="/products" className={`${buttons.primary} ${styles.cta}`}>
            Shop Now
          </Link>
        </div>
        <LampArt />
      </div>
    </section>
  );
}
