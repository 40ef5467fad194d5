import { createHmac, hkdfSync } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { batchLoader } from '../../lib/batch-loader.js';
import { finishDroppedLoads } from '../../lib/finish-dropped-loads.js';
import { HttpError } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import { hashOfToken, newSecretToken } from '../../lib/secret-token.js';
import type { AuthUser, SessionTokens } from '../../plugins/auth.js';
import { isRole } from '../users/roles.js';
import type { SessionRepository, AccountAccess } from './repository.js';

/** What a sign-in or a renewal hands out: the access token for the body, the refresh token for the cookie. */
export interface StartedSession {
  userId: string;
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const sessionExpired = () => new HttpError(401, 'Your session has expired. Please log in again');

/**
 * How old an account read `cachedSessionUser` may answer from. A query per call would cost a frequent
 * read several times its own work; a second bounds how long another process's (or a direct database
 * edit's) revocation or change of role takes to reach those reads.
 */
const cachedSessionUserMs = 1000;

/**
 * How long after a renewal its spent token still answers, with the same successor: a retry after a
 * lost answer, or two tabs (maybe on two replicas) renewing at once. Later, it means a stolen copy.
 */
const RETRIED_RENEWAL_GRACE_MS = 30_000;

/**
 * Sessions that can be ended: every sign-in starts a family of refresh tokens; each renewal spends
 * the token it was given and hands out the next one of the family. A spent token coming back within
 * `RETRIED_RENEWAL_GRACE_MS` gets the same next one again; later, it means two parties hold the
 * family (one of them stole it), so the whole family is revoked.
 *
 * The next token is derived from the spent one with a key of the server's
 * (docs/adr/0020-refresh-retried-within-a-grace-window.md), so any process can hand it out again
 * while the database keeps only hashes, as for every token.
 */
export class SessionService {
  /**
   * Every authenticated call reads its account's role and last logout everywhere: those arriving
   * together share one query.
   */
  private readonly access = batchLoader((userIds) => this.sessions.accessOf(userIds));
  /** The account reads `cachedSessionUser` answers from; an account that is gone is not kept. */
  private readonly recentAccess = new LRUCache<string, AccountAccess>({
    ...finishDroppedLoads,
    max: 10_000,
    ttl: cachedSessionUserMs,
    fetchMethod: (userId) => this.access.load(userId),
  });

  private readonly successorKey: Buffer;

  constructor(
    private readonly sessions: SessionRepository,
    private readonly tokens: SessionTokens,
    private readonly refreshTokenTtlSeconds: number,
    private readonly log: FastifyBaseLogger,
    /** The server's secret (JWT_SECRET), from which the key deriving each next token is made. */
    serverSecret: string,
  ) {
    this.successorKey = Buffer.from(
      hkdfSync('sha256', serverSecret, '', 'brass refresh token successor', 32),
    );
  }

  /** Starts a new session after a sign-in. */
  async start(userId: string, now = new Date()): Promise<StartedSession> {
    const refreshToken = newSecretToken();
    const refreshExpiresAt = this.expiryFrom(now);
    await this.sessions.deleteExpired(userId, now);
    await this.sessions.insert({
      id: newId('rft'),
      userId,
      tokenHash: hashOfToken(refreshToken),
      familyId: newId('ses'),
      expiresAt: refreshExpiresAt,
      createdAt: now,
    });
    return { userId, accessToken: await this.tokens.issue(userId, now), refreshToken, refreshExpiresAt };
  }

  async renew(refreshToken: string | undefined): Promise<StartedSession> {
    if (!refreshToken) throw new HttpError(401, 'Please log in to continue');
    // The renewed session counts from this moment, so a "log out everywhere" that lands while it is
    // being written still ends it.
    const now = new Date();
    const tokenHash = hashOfToken(refreshToken);
    const successor = this.successorOf(refreshToken);
    const refreshExpiresAt = this.expiryFrom(now);
    const spent = await this.sessions.rotate(
      tokenHash,
      { id: newId('rft'), tokenHash: hashOfToken(successor), expiresAt: refreshExpiresAt, createdAt: now },
      now,
    );
    if (spent) {
      await this.sessions.deleteExpired(spent.userId, now);
      return this.continued(spent.userId, successor, refreshExpiresAt, now);
    }

    const known = await this.sessions.findByHash(tokenHash);
    if (!known?.usedAt || known.revokedAt) throw sessionExpired();
    if (now.getTime() - known.usedAt.getTime() <= RETRIED_RENEWAL_GRACE_MS) {
      const next = await this.sessions.findUnspent(hashOfToken(successor), now);
      if (next) return this.continued(next.userId, successor, next.expiresAt, now);
    }
    await this.sessions.revokeFamily(known.familyId, now);
    this.log.warn(
      { userId: known.userId, familyId: known.familyId },
      'Spent refresh token used again: session revoked',
    );
    throw sessionExpired();
  }

  /** The token that follows `refreshToken` in its family: the same whichever process derives it. */
  private successorOf(refreshToken: string): string {
    return createHmac('sha256', this.successorKey).update(refreshToken).digest('base64url');
  }

  private expiryFrom(now: Date): Date {
    return new Date(now.getTime() + this.refreshTokenTtlSeconds * 1000);
  }

  private async continued(
    userId: string,
    refreshToken: string,
    refreshExpiresAt: Date,
    now: Date,
  ): Promise<StartedSession> {
    return { userId, accessToken: await this.tokens.issue(userId, now), refreshToken, refreshExpiresAt };
  }

  /** Ends the session of this refresh token on every tab that shares it; unknown tokens end nothing. */
  async end(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const known = await this.sessions.findByHash(hashOfToken(refreshToken));
    if (known) await this.sessions.revokeFamily(known.familyId, new Date());
  }

  /** Logs the user out everywhere: every refresh token, and every access token already given out. */
  async revokeAllSessions(userId: string): Promise<void> {
    await this.sessions.revokeAll(userId, new Date());
    // The reads that answer from a recent read of the account end at once too, in this process.
    this.recentAccess.clear();
  }

  /**
   * For `app.authenticate`: the user of a session started at `issuedAt`, with the role the account has
   * now, or null when the session is no longer valid. Read afresh for every authenticated call (calls
   * arriving together share the query), so a change of role counts from the next call.
   */
  readonly sessionUser = async (userId: string, issuedAt: Date): Promise<AuthUser | null> =>
    userOf(userId, issuedAt, await this.access.load(userId));

  /**
   * For `app.authenticateRead`: the same answer from the account as read at most `cachedSessionUserMs`
   * ago by this process; a log out everywhere made through this process counts from the next call.
   */
  readonly cachedSessionUser = async (userId: string, issuedAt: Date): Promise<AuthUser | null> =>
    userOf(userId, issuedAt, await this.recentAccess.fetch(userId));
}

function userOf(userId: string, issuedAt: Date, account: AccountAccess | undefined): AuthUser | null {
  if (!account) return null;
  const { sessionsRevokedAt, role } = account;
  if (sessionsRevokedAt !== null && issuedAt < sessionsRevokedAt) return null;
  return { id: userId, role: isRole(role) ? role : 'shopper' };
}
