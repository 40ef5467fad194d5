import styles from './PromiseStrip.module.css';

const promises = [
  { title: 'Handcrafted', text: 'Cast and polished by artisan families' },
  { title: 'Secure payments', text: 'Cards, UPI and netbanking through Razorpay' },
  { title: 'Shipped across India', text: 'Packed with care, tracked to your door' },
];

/** The shell's last block (one more block with a top margin). */
export function PromiseStrip() {
  return (
    <section className={styles.strip} aria-label="Our promises">
      <ul className={styles.list}>
        {promises.map((promise) => (
          <li key={promise.title} className={styles.item}>
            <strong>{promise.title}</strong>
            <span>{promise.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
