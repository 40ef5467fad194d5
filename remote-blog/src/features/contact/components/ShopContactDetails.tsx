import { contactLinks, useShopContact } from '@brass/shared/shop-contact';
import styles from './ShopContactDetails.module.css';

/**
 * The phone, WhatsApp, email, address and GSTIN the owner saved in the back office; nothing at all
 * while none is known, so the page reads as it always has (it has the details from its first render
 * on a page the shop's server sent).
 */
export function ShopContactDetails() {
  const contact = useShopContact();
  const links = contactLinks(contact);
  if (links.length === 0 && !contact.address && !contact.gstin) return null;
  return (
    <section className={styles.details} aria-labelledby="shop-contact-heading">
      <h2 id="shop-contact-heading" className={styles.heading}>
        Other ways to reach us
      </h2>
      <address className={styles.contact}>
        {links.length > 0 && (
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.label}>
                <a href={link.href}>
                  <span className={styles.label}>{link.label}:</span> {link.text}
                </a>
              </li>
            ))}
          </ul>
        )}
        {contact.address && <p className={styles.address}>{contact.address}</p>}
        {contact.gstin && <p className={styles.gstin}>GSTIN: {contact.gstin}</p>}
      </address>
    </section>
  );
}
