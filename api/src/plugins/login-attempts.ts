/**
 * Failed sign-ins slow down the one who fails, not the account: a lock per email would let anyone
 * lock a shopper out by failing their login. Two rules:
 * - per email and address (table `login_failures`): after a few failures each further attempt must
 *   wait, 1 s, then 2 s, 4 s ... up to 15 minutes; a sign-in clears it. The owner signing in from
 *   their own address has a count of their own.
 * - per address (a rate-limit counter): a ceiling on failures across all emails, against one address
 *   trying many accounts.
 * An attempt is counted before the password is checked and cleared when it succeeds, so that
 * attempts sent in parallel cannot all slip through before the first failure is written.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { format } from '@lukeed/ms';
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { RateLimitCounters } from './rate-limit-counters.js';

export const loginDelays = {
  freeFailures: 3,
  firstDelayMs: 1000,
  longestDelayMs: 15 * 60_000,
  /** A key whose last failure is older than this starts again from nothing. */
  forgetAfterMs: 24 * 60 * 60_000,
  /** Wide, because many mobile shoppers share one carrier address. */
  failuresPerAddress: { max: 30, windowMs: 15 * 60_000 },
};

/** How long after its last failure a key must wait before the next attempt. */
function delayAfter(failures: number): number {
  if (failures < loginDelays.freeFailures) return 0;
  const doubled = loginDelays.firstDelayMs * 2 ** (failures - loginDelays.freeFailures);
  return Math.min(doubled, loginDelays.longestDelayMs);
}

interface LoginRequest {
  email: string;
}

export class LoginAttempts {
  private readonly counters: RateLimitCounters;

  constructor(private readonly db: Db) {
    this.counters = new RateLimitCounters(db);
  }

  /**
   * Lets the attempt go ahead and counts it, or refuses it with a 429 and Retry-After while its
   * address, or its email from that address, must wait.
   */
  async claim(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const address = await this.counters.peek(addressKey(request));
    if (address.hits >= loginDelays.failuresPerAddress.max) refuse(reply, address.msLeft);
    const msToWait = await this.claimForEmail(emailKey(request));
    if (msToWait > 0) refuse(reply, msToWait);
  }

  /** The password was wrong: counts against the address (the email's count already holds it). */
  async failed(request: FastifyRequest): Promise<void> {
    await this.counters.hit(addressKey(request), loginDelays.failuresPerAddress.windowMs);
  }

  /** Signed in: the email starts again from nothing at this address (the address count stays). */
  async succeeded(request: FastifyRequest): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, emailKey(request)));
  }

  /** Deletes the counts nobody has added to for a day. */
  async forgetOld(): Promise<void> {
    const before = new Date(Date.now() - loginDelays.forgetAfterMs);
    await this.db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, before));
  }

  /** Counts an attempt on `key` unless it must still wait; answers how long it must (0: counted). */
  private claimForEmail(key: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      // The row exists before it is locked, so that two first attempts cannot both see none.
      await tx.insert(loginFailures).values({ key, failures: 0, lastFailedAt: now }).onConflictDoNothing();
      const [row] = await tx.select().from(loginFailures).where(eq(loginFailures.key, key)).for('update');
      const forgotten = now.getTime() - row!.lastFailedAt.getTime() > loginDelays.forgetAfterMs;
      const failures = forgotten ? 0 : row!.failures;
      const msToWait = row!.lastFailedAt.getTime() + delayAfter(failures) - now.getTime();
      if (msToWait > 0) return msToWait;
      await tx
        .update(loginFailures)
        .set({ failures: failures + 1, lastFailedAt: now })
        .where(eq(loginFailures.key, key));
      return 0;
    });
  }
}

function refuse(reply: FastifyReply, msToWait: number): never {
  const seconds = Math.ceil(msToWait / 1000);
  reply.header('retry-after', seconds);
  throw new HttpError(429, `Too many failed sign-ins. Please try again in ${format(seconds * 1000, true)}.`);
}

const address = (request: FastifyRequest) => normalizeIP(request.ip);
const addressKey = (request: FastifyRequest) => `failed sign-ins ${address(request)}`;
const emailKey = (request: FastifyRequest) =>
  `${(request.body as LoginRequest).email.toLowerCase()} ${address(request)}`;
