import { mailName } from '../mail/mail-name.js';
import type { QueuedMail } from '../mail/service.js';

/** The mail with the link that confirms a new account's email; plain text, so every client shows it alike. */
export function confirmationMail(to: { name: string; email: string }, link: string): QueuedMail {
  return {
    kind: 'email-confirmation',
    to: to.email,
    subject: 'Confirm your email for Brass Aangan',
    text: [
      `Namaste ${mailName(to.name)},`,
      '',
      'Thank you for creating your Brass Aangan account. Please confirm that this email is yours by opening this link within 24 hours:',
      '',
      link,
      '',
      'If you did not create an account, you can ignore this email: nobody can use it without this link.',
      '',
      'Brass Aangan',
    ].join('\n'),
  };
}
