import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import { hashOfToken, newSecretToken } from '../../lib/secret-token.js';
import { BatchedReads } from '../../lib/batched-reads.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { AuthUser, SessionTokens } from '../../plugins/auth.js';
import { isRole } from '../users/roles.js';
import type { SessionRepository, Standing } from './repository.js';

/** What a sign-in or a renewal hands out: the access token for the body, the refresh token for the cookie. */
export interface StartedSession {
  userId: string;
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const sessionExpired = () => new HttpError(401, 'Your session has expired. Please log in again');

/**
 * How old a standing `recentStandingUser` may answer from. A query per call would cost a frequent
 * read several times its own work; a second bounds how long another process's (or a direct database
 * edit's) revocation or change of role takes to reach those reads.
 */
const recentStandingMs = 1000;

/**
 * Sessions that can be ended: every sign-in starts a family of refresh tokens; each renewal spends
 * the token it was given and hands out the next one of the family. A spent token coming back means
 * two parties hold the family (one of them stole it), so the whole family is revoked.
 */
export class SessionService {
  private readonly recentStandings = new TtlCache<Standing | undefined>(recentStandingMs, 10_000);
  /** Every authenticated call reads its account's standing: those arriving together share one query. */
  private readonly standings = new BatchedReads((userIds) => this.sessions.standings(userIds));

  constructor(
    private readonly sessions: SessionRepository,
    private readonly tokens: SessionTokens,
    private readonly refreshTokenTtlSeconds: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts a new session after a sign-in, or continues `familyId` after a renewal. */
  async start(userId: string, familyId = newId('ses'), now = new Date()): Promise<StartedSession> {
    const refreshToken = newSecretToken();
    const refreshExpiresAt = new Date(now.getTime() + this.refreshTokenTtlSeconds * 1000);
    await this.sessions.deleteExpired(userId, now);
    await this.sessions.insert({
      id: newId('rft'),
      userId,
      tokenHash: hashOfToken(refreshToken),
      familyId,
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
    const spent = await this.sessions.spend(tokenHash, now);
    if (spent) return this.start(spent.userId, spent.familyId, now);

    const known = await this.sessions.findByHash(tokenHash);
    if (known?.usedAt && !known.revokedAt) {
      await this.sessions.revokeFamily(known.familyId, now);
      this.log.warn(
        { userId: known.userId, familyId: known.familyId },
        'Spent refresh token used again: session revoked',
      );
    }
    throw sessionExpired();
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
    // The reads that answer from a recent standing end at once too, in this process.
    this.recentStandings.clear();
  }

  /**
   * For `app.authenticate`: the user of a session started at `issuedAt`, with the role the account has
   * now, or null when the session no longer stands. Read afresh for every authenticated call (calls
   * arriving together share the query), so a change of role counts from the next call.
   */
  readonly standingUser = async (userId: string, issuedAt: Date): Promise<AuthUser | null> =>
    userOf(userId, issuedAt, await this.standings.get(userId));

  /**
   * For `app.authenticateRead`: the same answer from the account as read at most `recentStandingMs`
   * ago by this process; a log out everywhere made through this process counts from the next call.
   */
  readonly recentStandingUser = async (userId: string, issuedAt: Date): Promise<AuthUser | null> =>
    userOf(userId, issuedAt, await this.recentStandings.get(userId, () => this.standings.get(userId)));
}

function userOf(userId: string, issuedAt: Date, account: Standing | undefined): AuthUser | null {
  if (!account) return null;
  const { sessionsRevokedAt, role } = account;
  if (sessionsRevokedAt !== null && issuedAt < sessionsRevokedAt) return null;
  return { id: userId, role: isRole(role) ? role : 'shopper' };
}
