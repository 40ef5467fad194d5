/**
 * Rate limits. On PostgreSQL they are counted in the database, so that every API process on it shares
 * them (`rate-limit-counters.ts`); embedded PGlite serves one process only, which counts in memory.
 * Failed sign-ins are counted in the database on both (`login-attempts.ts`). Limits per address are
 * generous because many Indian mobile users share one carrier address; the tight limits are per
 * account (orders per signed-in user) or per email and address (failed sign-ins).
 */
import rateLimit from '@fastify/rate-limit';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { HttpError } from '../lib/http-error.js';
import { clientAddress } from './client-address.js';
import { LoginAttempts } from './login-attempts.js';
import { databaseStore, RateLimitCounters } from './rate-limit-counters.js';

interface Limit {
  max: number;
  timeWindow: string;
}

export const rateLimits = {
  loginPerClient: { max: 20, timeWindow: '1 minute' },
  registerPerClient: { max: 10, timeWindow: '10 minutes' },
  googleLoginPerClient: { max: 20, timeWindow: '1 minute' },
  createOrderPerUser: { max: 10, timeWindow: '1 minute' },
  contactPerClient: { max: 5, timeWindow: '10 minutes' },
  /** A tab renews once per access token (15 minutes), so this serves hundreds of shoppers per address. */
  refreshPerClient: { max: 120, timeWindow: '1 minute' },
  confirmEmailPerClient: { max: 20, timeWindow: '10 minutes' },
  /**
   * Each ask may mail a link (at most a few an hour to one address, see `password-reset.ts`): enough
   * for shoppers sharing an address, too few for one client to make the shop mail many inboxes.
   */
  passwordResetPerClient: { max: 10, timeWindow: '10 minutes' },
  /** Opening a reset link and setting the password: a secret of 256 bits, so this only bounds the load. */
  passwordResetLinkPerClient: { max: 20, timeWindow: '10 minutes' },
  /**
   * A page sends at most 10 reports, so this is a broken page load a minute per address; past the
   * shop's own share a minute only a sample is stored (`client-errors/service.ts`).
   */
  clientErrorsPerClient: { max: 10, timeWindow: '1 minute' },
  /** Each page server checks each running canary every few seconds. */
  clientErrorCountsPerClient: { max: 120, timeWindow: '1 minute' },
  /** Each one sends a mail: enough for a lost one or two, too few to make the shop spam an inbox. */
  confirmationMailPerUser: { max: 3, timeWindow: '1 hour' },
  /**
   * An invoice is rendered once per order and kept, so this bounds the rendering one account can ask of the
   * shop: enough for staff going through the day's orders, too few to keep the rendering thread busy.
   */
  invoicePerUser: { max: 20, timeWindow: '1 minute' },
  /** A slip is drawn afresh each time: enough for staff packing the day's orders, as for invoices. */
  packingSlipPerUser: { max: 30, timeWindow: '1 minute' },
  /** Each asks Shiprocket for a file: enough for printing a day's parcels in batches, too few to flood it. */
  shippingPapersPerUser: { max: 20, timeWindow: '1 minute' },
  /** Saving and removing pieces, a tap each: far more than a shopper taps, too few to flood the table. */
  wishlistChangesPerUser: { max: 60, timeWindow: '1 minute' },
  /**
   * The cart asks again at each change of its lines: enough for a shopper editing a cart, too few for
   * one address to guess the shop's codes.
   */
  couponCheckPerClient: { max: 30, timeWindow: '1 minute' },
  /**
   * Each alert mails an address once, and only when its piece is back: enough for a shopper asking
   * about a few pieces, too few for one address to sign many inboxes up.
   */
  restockAlertPerClient: { max: 10, timeWindow: '10 minutes' },
} satisfies Record<string, Limit>;

/** Ended windows and forgotten failures are deleted this often, by whichever process gets there. */
const cleanupIntervalMs = 10 * 60_000;

export interface RateLimitOptions {
  db: Db;
  /** Client addresses never limited, e.g. a load balancer's health checks or a test rig. */
  allowList?: string[];
}

export const rateLimiting = fp<RateLimitOptions>(
  async (app, { db, allowList = [] }) => {
    const counters = new RateLimitCounters(db);
    await app.register(rateLimit, {
      global: false,
      allowList,
      keyGenerator: clientAddress,
      // Left out, the plugin counts in this process's memory.
      ...(db instanceof PgliteDatabase ? {} : { store: databaseStore(counters) }),
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, `Too many requests. Please try again in ${context.after}.`),
    });

    const loginAttempts = new LoginAttempts(db);
    const cleanup = setInterval(() => {
      Promise.all([counters.deleteEnded(), loginAttempts.forgetOld()]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'rate-limit cleanup failed; the next pass retries'),
      );
    }, cleanupIntervalMs);
    cleanup.unref();
    app.addHook('onClose', async () => clearInterval(cleanup));
  },
  { name: 'brass-rate-limits' },
);

/**
 * Route `config` that limits calls per signed-in user, for calls that cost money or outside-service
 * quota (create-order). The route must authenticate in `onRequest` (`app.authenticate`): this limit
 * runs later, in `preHandler`, when `request.user` is known.
 */
export function perUserLimit(limit: Limit) {
  return {
    rateLimit: {
      ...limit,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.user?.id ?? clientAddress(request),
    },
  };
}
