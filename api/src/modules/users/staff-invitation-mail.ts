import type { QueuedMail } from '../mail/service.js';

/** The mail that asks someone to help run the shop; joining needs an account that proves this address. */
export function staffInvitationMail(to: string, shopOrigin: string): QueuedMail {
  return {
    kind: 'staff-invitation',
    to,
    subject: 'You are invited to help run Brass Aangan',
    text: [
      'Namaste,',
      '',
      "The owner of Brass Aangan has invited you to the shop's staff. Sign in, or create an account, with this email address and confirm it:",
      '',
      new URL('/login', shopOrigin).href,
      '',
      'The back office then opens for you at:',
      '',
      new URL('/admin', shopOrigin).href,
      '',
      'If you did not expect this, you can ignore this email.',
      '',
      'Brass Aangan',
    ].join('\n'),
  };
}
