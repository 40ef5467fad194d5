/**
 * Failed sign-ins slow down the one who fails, not the account: a lock per email would let anyone
 * lock a shopper out by failing their login. Three rules:
 * - per email and address (table `login_failures`): after a few failures each further attempt must
 *   wait, 1 s, then 2 s, 4 s ... up to 15 minutes; a sign-in clears it. The owner signing in from
 *   their own address has a count of their own.
 * - per email over every address (the same table): a ceiling, so that guesses do not grow with the
 *   addresses someone has; more failures go free, then the same growing waits. A delay, never a
 *   lock: a sign-in or a password reset clears it, and Google sign-in never passes through it.
 * - per address (a rate-limit counter): a ceiling on failures across all emails, against one address
 *   trying many accounts.
 * An IPv6 client is counted by its /64, the block one subscriber gets.
 * An attempt is counted before the password is checked and cleared when it succeeds, so that
 * attempts sent in parallel cannot all slip through before the first failure is written.
 */
import { format } from '@lukeed/ms';
import { asc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { clientAddress } from './client-address.js';
import { RateLimitCounters } from './rate-limit-counters.js';

export const loginDelays = {
  freeFailures: 3,
  /** Failures of one email across all addresses before its attempts wait. */
  freeFailuresPerAccount: 10,
  firstDelayMs: 1000,
  longestDelayMs: 15 * 60_000,
  /** A key whose last failure is older than this starts again from nothing. */
  forgetAfterMs: 24 * 60 * 60_000,
  /** Wide, because many mobile shoppers share one carrier address. */
  failuresPerAddress: { max: 30, windowMs: 15 * 60_000 },
};

/** How long after its last failure a key that allows `free` failures must wait before the next attempt. */
function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  const doubled = loginDelays.firstDelayMs * 2 ** (failures - free);
  return Math.min(doubled, loginDelays.longestDelayMs);
}

interface FailureCount {
  key: string;
  free: number;
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
    const msToWait = await this.claimFor([
      { key: emailKey(request), free: loginDelays.freeFailures },
      { key: accountKey(emailOf(request)), free: loginDelays.freeFailuresPerAccount },
    ]);
    if (msToWait > 0) refuse(reply, msToWait);
  }

  /** The password was wrong: counts against the address (the email's count already holds it). */
  async failed(request: FastifyRequest): Promise<void> {
    await this.counters.hit(addressKey(request), loginDelays.failuresPerAddress.windowMs);
  }

  /** Signed in: the email starts again from nothing, at this address and over all (the address count stays). */
  async succeeded(request: FastifyRequest): Promise<void> {
    await this.db
      .delete(loginFailures)
      .where(inArray(loginFailures.key, [emailKey(request), accountKey(emailOf(request))]));
  }

  /** Deletes the counts nobody has added to for a day. */
  async forgetOld(): Promise<void> {
    const before = new Date(Date.now() - loginDelays.forgetAfterMs);
    await this.db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, before));
  }

  /**
   * Counts an attempt on every key unless one of them must still wait; answers the longest wait (0:
   * counted). The rows are locked in the order of their keys, so two attempts never deadlock.
   */
  private claimFor(counts: FailureCount[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const keys = counts.map(({ key }) => key);
      // The rows exist before they are locked, so that two first attempts cannot both see none.
      await tx
        .insert(loginFailures)
        .values(keys.map((key) => ({ key, failures: 0, lastFailedAt: now })))
        .onConflictDoNothing();
      const rows = await tx
        .select()
        .from(loginFailures)
        .where(inArray(loginFailures.key, keys))
        .orderBy(asc(loginFailures.key))
        .for('update');
      const failuresOf = new Map<string, number>();
      let msToWait = 0;
      for (const row of rows) {
        const forgotten = now.getTime() - row.lastFailedAt.getTime() > loginDelays.forgetAfterMs;
        const failures = forgotten ? 0 : row.failures;
        const { free } = counts.find(({ key }) => key === row.key)!;
        failuresOf.set(row.key, failures);
        msToWait = Math.max(
          msToWait,
          row.lastFailedAt.getTime() + delayAfter(failures, free) - now.getTime(),
        );
      }
      if (msToWait > 0) return msToWait;
      for (const [key, failures] of failuresOf) {
        await tx
          .update(loginFailures)
          .set({ failures: failures + 1, lastFailedAt: now })
          .where(eq(loginFailures.key, key));
      }
      return 0;
    });
  }
}

/**
 * The owner proved the email (a password reset): the account's attempts stop waiting for failures
 * made from other addresses. Called in the transaction that sets the password.
 */
export async function forgetAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(email)));
}

function refuse(reply: FastifyReply, msToWait: number): never {
  const seconds = Math.ceil(msToWait / 1000);
  reply.header('retry-after', seconds);
  throw new HttpError(429, `Too many failed sign-ins. Please try again in ${format(seconds * 1000, true)}.`);
}

const addressKey = (request: FastifyRequest) => `failed sign-ins ${clientAddress(request)}`;
const emailOf = (request: FastifyRequest) => (request.body as LoginRequest).email;
const emailKey = (request: FastifyRequest) => `${emailOf(request).toLowerCase()} ${clientAddress(request)}`;
// An email holds no space, so this never meets a key of an email and an address.
const accountKey = (email: string) => `account ${email.toLowerCase()}`;
