import { Link } from '@brass/shared/router';
import buttons from '../components/ActionButton.module.css';
import page from '../components/Page.module.css';
import { BrassCare } from '../features/about/components/BrassCare';
import { CraftTraditions } from '../features/about/components/CraftTraditions';
import { HowWePack } from '../features/about/components/HowWePack';
import story from '../features/about/components/Story.module.css';
import { pageTitle } from '../config/brand';
import { usePageMeta } from '@brass/shared/page-meta';
import styles from './AboutPage.module.css';

const DESCRIPTION =
  'The story of Brass Aangan and the Indian craft behind our brass: dhokra lost-wax casting, sand casting in Moradabad and Aligarh, the bronzes of Thanjavur and Kumbakonam, and how to care for brass.';

const CONTENTS = [
  { href: '#craft', label: 'How Indian brass is made' },
  { href: '#care', label: 'Caring for your brass' },
  { href: '#packing', label: 'How your piece is packed' },
];

export default function AboutPage() {
  usePageMeta({ title: pageTitle('Our Story'), description: DESCRIPTION });
  return (
    <div data-boundary="blog" className={page.page}>
      <header className={styles.hero}>
        <h1 className={styles.heading}>Our Story</h1>
        <p className={styles.standfirst}>
          Brass made by hand in India’s old casting towns, chosen with care, and packed to reach your home
          whole.
        </p>
      </header>

      <div className={styles.layout}>
        <nav className={styles.contents} aria-label="On this page">
          <h2 className={styles.contentsHeading}>On this page</h2>
          <ul>
            {CONTENTS.map(({ href, label }) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>

        <div className={story.prose}>
          <section className={story.section} aria-labelledby="courtyard-heading">
            <h2 id="courtyard-heading" className={story.sectionHeading}>
              Why a courtyard
            </h2>
            <p className={story.opening}>
              An <i lang="hi-Latn">aangan</i> is the open courtyard at the heart of an Indian home: where the
              tulsi grows, the kolam is drawn at dawn and the first lamp is lit at dusk. It is where brass has
              always lived, not behind glass but in daily use, polished before festivals and handed down when
              a daughter sets up a home of her own.
            </p>
            <p>
              We named our shop after it because that is the brass we want to sell: a Ganesha for the
              entrance, a diya that will see forty Diwalis, an urli wide enough for marigolds on a wedding
              morning. Pieces cast by craftspeople whose families have done this work for generations,
              described plainly, priced fairly in rupees, and sent to you with the care we would want for our
              own.
            </p>
            <blockquote className={story.quote}>
              <p>
                A good brass lamp is not bought for a season. It is bought for the people who will light it
                after you.
              </p>
            </blockquote>
          </section>

          <CraftTraditions />
          <BrassCare />
          <HowWePack />

          <section className={styles.closing} aria-labelledby="closing-heading">
            <h2 id="closing-heading" className={styles.closingHeading}>
              Find a piece for your aangan
            </h2>
            <p>Browse idols, lamps and decor, or ask us anything about a piece before you buy.</p>
            <div className={styles.actions}>
              <Link to="/products" className={buttons.action}>
                Browse the shop
              </Link>
              <Link to="/contactus" className={`${buttons.action} ${buttons.quiet}`}>
                Write to us
              </Link>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
