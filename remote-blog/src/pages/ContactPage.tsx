import { Link } from '@brass/shared/router';
import { ContactForm } from '../features/contact/components/ContactForm';
import { ShopContactDetails } from '../features/contact/components/ShopContactDetails';
import { pageTitle } from '../config/brand';
import { usePageMeta } from '@brass/shared/page-meta';
import page from '../components/Page.module.css';
import styles from './ContactPage.module.css';

const DESCRIPTION =
  'Write to Brass Aangan about an order, choosing the right idol or lamp, caring for your brass, or gifting. Send us a message and we will reply by email.';

export default function ContactPage() {
  usePageMeta({ title: pageTitle('Contact us'), description: DESCRIPTION });
  return (
    <div data-boundary="blog" className={`${page.page} ${styles.layout}`}>
      <section className={styles.intro} aria-labelledby="contact-heading">
        <h1 id="contact-heading" className={styles.heading}>
          LET&apos;S CONNECT
        </h1>
        <p className={styles.lead}>
          A question about an order, a piece you have your eye on, or a lamp that has lost its shine? Write to
          us. We read every message and reply by email.
        </p>
        <h2 className={styles.subheading}>We can help with</h2>
        <ul className={styles.topics}>
          <li>
            <strong>Your order</strong> and its delivery
          </li>
          <li>
            <strong>Choosing a piece</strong>: its size, weight and finish, and where it will sit at home
          </li>
          <li>
            <strong>Caring for brass</strong>: polishing, patina and lamp oil
          </li>
          <li>
            <strong>Gifts</strong> for weddings, housewarmings and festivals
          </li>
        </ul>
        <ShopContactDetails />
        <p className={styles.aside}>
          Curious how our pieces are made? Read <Link to="/about">our story</Link>.
        </p>
      </section>
      <ContactForm />
    </div>
  );
}
