import type { ContactBody } from '@brass/shared/contracts/content';
import { useState, type FormEvent } from 'react';
import buttons from '../../../components/ActionButton.module.css';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContactField } from './ContactField';
import styles from './ContactForm.module.css';

const EMPTY_FORM = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };
type ContactFormValues = typeof EMPTY_FORM;

/** Optional fields left blank are not sent at all, rather than as empty strings. */
function contactBody(values: ContactFormValues): ContactBody {
  const optional = (value: string) => value.trim() || undefined;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    subject: optional(values.subject),
    message: optional(values.message),
  };
}

export function ContactForm() {
  const [values, setValues] = useState(EMPTY_FORM);
  const { send, sending, error } = useSendContactMessage();
  const field = (name: keyof ContactFormValues) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What was typed stays on failure, so the shopper can simply try again.
    if (await send(contactBody(values))) setValues(EMPTY_FORM);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={sending}>
      <p className={styles.hint}>
        Fields marked <span className={styles.required}>*</span> are required.
      </p>
      <div className={styles.grid}>
        <ContactField
          label="First name"
          {...field('firstName')}
          required
          autoComplete="given-name"
          maxLength={100}
        />
        <ContactField
          label="Last name"
          {...field('lastName')}
          required
          autoComplete="family-name"
          maxLength={100}
        />
        <ContactField
          label="Email"
          {...field('email')}
          required
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <ContactField label="Phone" {...field('phone')} type="tel" autoComplete="tel" maxLength={30} />
        <ContactField label="Subject" {...field('subject')} maxLength={200} className={styles.wide} />
        <ContactField
          label="Message"
          {...field('message')}
          multiline
          maxLength={5000}
          className={styles.wide}
        />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={`${buttons.action} ${styles.submit}`} disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
