import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

interface Props {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame of the sign-in and registration pages: a reassuring brand panel beside the form. */
export function AuthCard({ title, intro, children, footer }: Props) {
  return (
    <div className={styles.card}>
      <div className={styles.aside}>
        <svg className={styles.diya} viewBox="0 0 64 64" aria-hidden="true">
          <path d="M32 6c-5 8-9 12-9 18a9 9 0 0 0 18 0c0-6-4-10-9-18z" fill="#f6ecd2" />
          <path d="M6 38h52c-2 11-12 18-26 18S8 49 6 38z" fill="#d4a437" />
          <path d="M20 56h24l-3 4H23z" fill="#b8892b" />
        </svg>
        <p className={styles.tagline}>Handcrafted brass, delivered with care across India.</p>
        <ul className={styles.perks}>
          <li>Follow every order from our workshop to your door</li>
          <li>Pay securely with cards, UPI and netbanking through Razorpay</li>
          <li>Idols, diyas and decor, cast and polished by artisans</li>
        </ul>
      </div>
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
        <p className={styles.footer}>{footer}</p>
      </div>
    </div>
  );
}
