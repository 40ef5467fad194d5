import { Link } from '@brass/shared/router';
import buttons from '../../../components/buttons.module.css';
import styles from './Favorites.module.css';

/** The seeded mainCategory values the two tiles open the shop on. */
const FAVORITE_CATEGORIES = { idols: 'idols', decor: 'decor' } as const;

function IdolArt() {
  return (
    <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="44" r="30" fill="none" stroke="#d4a437" strokeWidth="3" />
      <circle cx="60" cy="40" r="13" fill="#b8892b" />
      <path d="M60 54c-20 0-30 18-32 42h64c-2-24-12-42-32-42z" fill="#b8892b" />
      <path d="M24 100h72l-6 10H30z" fill="#946c1e" />
    </svg>
  );
}

function DecorArt() {
  return (
    <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <path d="M14 58h92c0 24-20 40-46 40S14 82 14 58z" fill="#b8892b" />
      <ellipse cx="60" cy="58" rx="46" ry="8" fill="#946c1e" />
      <circle cx="44" cy="52" r="7" fill="#e76f51" />
      <circle cx="60" cy="49" r="7" fill="#f4a261" />
      <circle cx="76" cy="52" r="7" fill="#e76f51" />
      <path d="M60 20c5 7 6 13 0 19-6-6-5-12 0-19z" fill="#ffd56b" />
      <path d="M48 104h24l4 8H44z" fill="#946c1e" />
    </svg>
  );
}

export function Favorites() {
  return (
    <section className={styles.section} aria-labelledby="favorites-title">
      <h2 id="favorites-title" className={styles.heading}>
        Our Favorites
      </h2>
      <div className={styles.tiles}>
        <article className={styles.tile}>
          <IdolArt />
          <div>
            <h3 className={styles.title}>Quality Idols</h3>
            <p className={styles.text}>
              Ganesha, Krishna, Buddha and Lakshmi, cast in solid brass and finished by hand.
            </p>
            <Link to={`/products?category=${FAVORITE_CATEGORIES.idols}`} className={buttons.primary}>
              Shop Idols
            </Link>
          </div>
        </article>
        <article className={styles.tile}>
          <DecorArt />
          <div>
            <h3 className={styles.title}>Exciting Collections</h3>
            <p className={styles.text}>Urlis, bells and decor that bring a warm glow to every corner.</p>
            <Link to={`/products?category=${FAVORITE_CATEGORIES.decor}`} className={buttons.primary}>
              Shop decore
            </Link>
          </div>
        </article>
      </div>
    </section>
  );
}
