/**
 * Confirmation of a password account's email: a single-use link valid 24 hours, mailed through the
 * outbox in the transaction that made it. Only a SHA-256 hash of the link's secret is stored, so the
 * table alone confirms nothing. A confirmed email is what lets another sign-in method (Google) join
 * the account.
 */
import type { EmailConfirmationAnswer } from '@brass/shared/contracts/accounts';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { hashOfToken, newSecretToken } from '../../lib/secret-token.js';
import type { MailService } from '../mail/service.js';
import { confirmationMail } from './confirmation-mail.js';
import type { UserRepository, UserRow } from './repository.js';
import { STAFF_INVITATION_EXPIRED, type StaffService } from './staff.js';

const CONFIRMATION_LINK_LIFETIME_MS = 24 * 60 * 60_000;

const notValid = () =>
  new HttpError(
    400,
    'This confirmation link is not valid. Please use the link in the latest email we sent you.',
  );
const alreadyUsed = () =>
  new HttpError(409, 'This confirmation link has already been used. Your email is confirmed.');
const expired = () =>
  new HttpError(410, 'This confirmation link has expired. Sign in and ask for a new one.');

export class EmailConfirmationService {
  constructor(
    private readonly users: UserRepository,
    private readonly mail: MailService,
    /** Where the confirmation page lives, e.g. `https://brass.example`. */
    private readonly shopOrigin: string,
    private readonly staff: StaffService,
  ) {}

  /** Makes a link for the account's email and queues its mail, in the caller's transaction. */
  async send(users: UserRepository, tx: Db, user: UserRow, now = new Date()): Promise<void> {
    const token = newSecretToken();
    await users.addEmailConfirmation({
      tokenHash: hashOfToken(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(now.getTime() + CONFIRMATION_LINK_LIFETIME_MS),
    });
    const link = new URL('/confirm-email', this.shopOrigin);
    link.searchParams.set('token', token);
    await this.mail.enqueue(tx, confirmationMail(user, link.href));
  }

  /** Follows a link: the account's email is confirmed, once, if the link is known and fresh. */
  async confirm(token: string, now = new Date()): Promise<EmailConfirmationAnswer> {
    const tokenHash = hashOfToken(token);
    const confirmed = await this.users.transaction(async (users) => {
      const link = await users.findEmailConfirmation(tokenHash);
      if (!link) throw notValid();
      if (link.usedAt) throw alreadyUsed();
      if (link.expiresAt <= now) throw expired();
      if (!(await users.spendEmailConfirmation(tokenHash, now))) throw alreadyUsed();
      // A link confirms the address it was sent to, and no other the account may have now.
      const account = await users.confirmEmail(link.userId, link.email, now);
      if (!account) throw notValid();
      return account;
    });
    const invitation = await this.staff.claimInvitation(confirmed);
    const confirmedMessage = 'Thank you! Your email is confirmed.';
    return {
      message:
        invitation === 'expired' ? `${confirmedMessage} ${STAFF_INVITATION_EXPIRED}` : confirmedMessage,
    };
  }

  /** Mails the signed-in shopper a fresh link; earlier links stay valid until they expire. */
  async sendAgain(userId: string): Promise<EmailConfirmationAnswer> {
    return this.users.transaction(async (users, tx) => {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, 'Your session has expired. Please log in again');
      if (user.emailVerifiedAt) throw new HttpError(409, 'Your email is already confirmed.');
      await this.send(users, tx, user);
      return { message: `We have sent a new confirmation link to ${user.email}.` };
    });
  }
}
