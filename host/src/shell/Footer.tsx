import { Link } from '@brass/shared/router';
import { BRAND_NAME } from '@brass/shared/constants';
import { contactLinks, useShopContact } from '@brass/shared/shop-contact';
import styles from './Footer.module.css';

interface FooterLink {
  label: string;
  href: string;
}

/** The footer's link groups. */
const footerSections: { id: string; title: string; links: FooterLink[] }[] = [
  {
    id: 'footer-shop',
    title: 'Shop',
    links: [
      // Straight to what each names, rather than the whole list where the shopper would look for it.
      { label: 'New Arrival', href: '/products?collection=new-arrival' },
      { label: 'Buddha', href: '/products?q=buddha' },
      { label: 'Idol Set', href: '/products?category=idol%20set' },
    ],
  },
  {
    id: 'footer-help',
    title: 'Help',
    links: [
      // The shop's policy pages, rendered by the blog remote from what the owner wrote.
      { label: 'Terms and Conditions', href: '/policies/terms' },
      { label: 'FAQ', href: '/policies/faq' },
      { label: 'Shipping', href: '/policies/shipping' },
      { label: 'Returns and Refunds', href: '/policies/returns' },
      { label: 'Privacy', href: '/policies/privacy' },
    ],
  },
  {
    id: 'footer-company',
    title: 'Company',
    links: [
      { label: 'Our Story', href: '/about' },
      { label: 'Contact Us', href: '/contactus' },
    ],
  },
];

export function Footer() {
  const contact = useShopContact();
  const links = contactLinks(contact);
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
          {(contact.address || links.length > 0) && (
            <address className={styles.contact}>
              {contact.address && <p className={styles.address}>{contact.address}</p>}
              {links.length > 0 && (
                <ul className={styles.list}>
                  {links.map((link) => (
                    <li key={link.label}>
                      <a href={link.href}>
                        {link.label}: {link.text}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </address>
          )}
        </section>
        {footerSections.map((section) => (
          <nav key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className={styles.heading}>
              {section.title}
            </h2>
            <ul className={styles.list}>
              {section.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {BRAND_NAME}. Prices in Indian rupees, inclusive of packing.
        {contact.gstin && ` GSTIN: ${contact.gstin}.`}
      </p>
    </footer>
  );
}
