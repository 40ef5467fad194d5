import { mailName } from '../mail/mail-name.js';
import type { QueuedMail } from '../mail/service.js';

/** The mail with the link that sets a new password; plain text, so every client shows it alike. */
export function passwordResetMail(
  to: { name: string; email: string },
  link: string,
  lifetimeMinutes: number,
): QueuedMail {
  return {
    kind: 'password-reset',
    to: to.email,
    subject: 'Set a new password for Brass Aangan',
    text: [
      `Namaste ${mailName(to.name)},`,
      '',
      `Someone, hopefully you, asked to set a new password for your Brass Aangan account. Open this link within ${lifetimeMinutes} minutes to choose one:`,
      '',
      link,
      '',
      'The link works once. When the new password is set, every device signed in to your account is signed out.',
      '',
      'If you did not ask, you can ignore this email: your password stays as it is.',
      '',
      'Brass Aangan',
    ].join('\n'),
  };
}

/**
 * The answer to a reset asked for an address no account uses. Only the address's owner reads it, so
 * it says what the page could not, without telling the one who asked anything.
 */
export function noAccountMail(email: string, shopOrigin: string): QueuedMail {
  return {
    kind: 'password-reset-no-account',
    to: email,
    subject: 'Your password reset request at Brass Aangan',
    text: [
      'Namaste,',
      '',
      'Someone, hopefully you, asked to set a new password for a Brass Aangan account with this email address, but no account uses this address.',
      '',
      `If you shop with us under another email, please ask again with that one: ${new URL('/forgot-password', shopOrigin).href}`,
      `Or create an account with this one: ${new URL('/register', shopOrigin).href}`,
      '',
      'If you did not ask, you can ignore this email.',
      '',
      'Brass Aangan',
    ].join('\n'),
  };
}
