/**
 * A forgotten password, set anew through a mailed link. Asking for a link only writes the ask down,
 * the same one row for any address, and answers the same words: neither the answer nor its time tells
 * whether an account uses the address. The mail pass answers each ask (`prepare`): an account gets a
 * single-use link valid 30 minutes, of which only a SHA-256 hash is stored; an address no account uses
 * gets a note saying so, which only its owner reads. Setting the password spends every link of the
 * account and ends all its sessions.
 */
import type {
  PasswordResetAnswer,
  PasswordResetBody,
  PasswordResetLink,
} from '@brass/shared/contracts/accounts';
import { hash } from '@node-rs/argon2';
import { HttpError } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import { hashOfToken, newSecretToken } from '../../lib/secret-token.js';
import { forgetAccountFailures } from '../../plugins/login-attempts.js';
import type { MailPreparation } from '../mail/jobs.js';
import type { MailService } from '../mail/service.js';
import { SessionRepository } from '../sessions/repository.js';
import { assertPasswordAllowed } from './password-policy.js';
import { noAccountMail, passwordResetMail } from './password-reset-mail.js';
import { PasswordResetRepository, type PasswordResetLinkRow } from './password-reset-repository.js';
import type { UserRepository } from './repository.js';

export const RESET_LINK_LIFETIME_MINUTES = 30;
const linkLifetimeMs = RESET_LINK_LIFETIME_MINUTES * 60_000;
/** Mails answering asks for one address in an hour: enough for a lost one, too few to flood an inbox. */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;
const hourMs = 60 * 60_000;
/** Asks are kept only as long as they count towards the hourly limit. */
const requestMemoryMs = hourMs;
const batchSize = 20;

const notValid = () => new HttpError(400, 'This password reset link is not valid. Please ask for a new one.');
const alreadyUsed = () =>
  new HttpError(
    409,
    'This password reset link has already been used. Please ask for a new one if you need it.',
  );
const expired = () =>
  new HttpError(
    410,
    `This password reset link has expired: a link works for ${RESET_LINK_LIFETIME_MINUTES} minutes. Please ask for a new one.`,
  );

/** Why a link cannot set a password, or undefined while it can. */
function refusalOf(link: PasswordResetLinkRow | undefined, now: Date): HttpError | undefined {
  if (!link) return notValid();
  if (link.usedAt) return alreadyUsed();
  if (link.expiresAt <= now) return expired();
  return undefined;
}

export class PasswordResetService implements MailPreparation {
  constructor(
    private readonly users: UserRepository,
    private readonly resets: PasswordResetRepository,
    private readonly mail: MailService,
    /** Where the shop's pages live, e.g. `https://brass.example`. */
    private readonly shopOrigin: string,
  ) {}

  /** Writes the ask down for the next mail pass; the answer is the same for any address. */
  async ask(email: string, now = new Date()): Promise<PasswordResetAnswer> {
    await this.resets.addRequest({ id: newId('pwr'), email: email.toLowerCase(), createdAt: now });
    return {
      message: `If an account uses this email, we have sent it a link to set a new password. The link works for ${RESET_LINK_LIFETIME_MINUTES} minutes.`,
    };
  }

  /** The mail pass's part: answers the asks written since the last pass. */
  async prepare(now: Date): Promise<void> {
    await this.resets.forgetRequestsBefore(new Date(now.getTime() - requestMemoryMs));
    for (const id of await this.resets.pendingRequests(batchSize)) await this.answer(id, now);
  }

  /** The account a live link sets the password of; a dead link is refused with the reason. */
  async check(token: string, now = new Date()): Promise<PasswordResetLink> {
    const link = await this.resets.findLink(hashOfToken(token));
    const refusal = refusalOf(link, now);
    if (refusal) throw refusal;
    const account = await this.users.findById(link!.userId);
    if (!account) throw notValid();
    return { email: account.email };
  }

  /** Sets the new password, once per link, and signs the account out everywhere. */
  async complete({ token, password }: PasswordResetBody, now = new Date()): Promise<PasswordResetAnswer> {
    const tokenHash = hashOfToken(token);
    // A dead link is told first: no better password would make it work.
    const link = await this.resets.findLink(tokenHash);
    const refusal = refusalOf(link, now);
    if (refusal) throw refusal;
    const account = await this.users.findById(link!.userId);
    if (!account) throw notValid();
    assertPasswordAllowed(password, account);
    const passwordHash = await hash(password);
    await this.users.transaction(async (users, tx) => {
      const resets = new PasswordResetRepository(tx);
      const link = await resets.spendLink(tokenHash, now);
      // Spent or expired while the password was being hashed.
      if (!link) throw refusalOf(await resets.findLink(tokenHash), now) ?? alreadyUsed();
      const account = await users.setPasswordHash(link.userId, passwordHash);
      if (!account) throw notValid();
      // The owner proved the email: failures from other addresses no longer delay the new password.
      await forgetAccountFailures(tx, account.email);
      await resets.spendLinksOf(link.userId, now);
      // In this transaction, so that no session outlives the old password in a crash between two.
      await new SessionRepository(tx).revokeAll(link.userId, now);
    });
    return {
      message:
        'Your password has been changed, and every device signed in to your account has been signed out. Please sign in with your new password.',
    };
  }

  /** Answers one ask by mail, in one transaction; nothing if another process took it first. */
  private answer(requestId: string, now: Date): Promise<void> {
    return this.users.transaction(async (users, tx) => {
      const resets = new PasswordResetRepository(tx);
      const request = await resets.claimRequest(requestId, now);
      if (!request) return;
      const lastHour = new Date(now.getTime() - hourMs);
      if ((await resets.mailedSince(request.email, lastHour)) >= RESET_MAILS_PER_ADDRESS_PER_HOUR) return;
      await resets.markMailed(request.id, now);
      const account = await users.findByEmail(request.email);
      if (!account) {
        await this.mail.enqueue(tx, noAccountMail(request.email, this.shopOrigin));
        return;
      }
      const token = newSecretToken();
      await resets.addLink({
        tokenHash: hashOfToken(token),
        userId: account.id,
        expiresAt: new Date(now.getTime() + linkLifetimeMs),
      });
      const link = new URL('/reset-password', this.shopOrigin);
      link.searchParams.set('token', token);
      await this.mail.enqueue(tx, passwordResetMail(account, link.href, RESET_LINK_LIFETIME_MINUTES));
    });
  }
}
