import styles from './SocialRail.module.css';

// The shop has no social accounts to point at yet: each network is a button that says it is
// unavailable (aria-disabled keeps it in the Tab order, so a keyboard and a screen reader find it too)
// rather than a link that goes nowhere.
const networks = [
  {
    name: 'Facebook',
    icon: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z',
  },
  {
    name: 'Instagram',
    icon: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM16.8 6a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  },
  {
    name: 'Pinterest',
    icon: 'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2z',
  },
];

/** The left social rail of the home page. */
export function SocialRail() {
  return (
    <nav className={styles.rail} aria-label="Social media">
      <ul className={styles.list}>
        {networks.map((network) => (
          <li key={network.name}>
            <button type="button" aria-disabled="true" className={styles.link} aria-label={network.name}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={network.icon} fill="currentColor" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
