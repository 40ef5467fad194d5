/**
 * Rate limits, in memory per API process. Limits per address are generous because many Indian mobile
 * users share one carrier address; the tight limits are per account (failed logins per email, orders
 * per signed-in user).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.js';

interface Limit {
  max: number;
  timeWindow: string;
}

export const rateLimits = {
  loginPerClient: { max: 20, timeWindow: '1 minute' },
  failedLoginsPerEmail: { max: 5, timeWindow: '15 minutes' },
  registerPerClient: { max: 10, timeWindow: '10 minutes' },
  googleLoginPerClient: { max: 20, timeWindow: '1 minute' },
  createOrderPerUser: { max: 10, timeWindow: '1 minute' },
} satisfies Record<string, Limit>;

/** `allowList`: client addresses never limited, e.g. a load balancer's health checks or a test rig. */
export async function setupRateLimits(app: FastifyInstance, allowList: string[] = []): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    allowList,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests. Please try again in ${context.after}.`),
  });
}

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
      keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
    },
  };
}

/**
 * Counts failures under a key of the request (such as the email of a login) and refuses further
 * attempts once none remain, so that successes never lock anybody out.
 */
export function failureLimiter(
  app: FastifyInstance,
  limit: Limit,
  keyOf: (request: FastifyRequest) => string,
) {
  const limiter = app.createRateLimit({ ...limit, keyGenerator: keyOf });
  return {
    async assertAttemptsLeft(request: FastifyRequest): Promise<void> {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        throw new HttpError(
          429,
          `Too many failed attempts. Please try again in ${Math.ceil(state.ttl / 60_000)} minutes.`,
        );
      }
    },
    async recordFailure(request: FastifyRequest): Promise<void> {
      await limiter(request);
    },
  };
}
