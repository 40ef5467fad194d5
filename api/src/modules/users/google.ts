/**
 * Verification of Google ID tokens (the `credential` of Google Identity Services) against Google's
 * published keys, or the sandbox's locally: RS256 signature, audience, issuer and expiry.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { AppConfig } from '../../config.js';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
}

/** The identity in a valid token, or null for any token that is not one. */
export type VerifyGoogleToken = (token: string) => Promise<GoogleIdentity | null>;

export function createGoogleVerifier(google: AppConfig['google'], log: FastifyBaseLogger): VerifyGoogleToken {
  // jose caches the key set and refetches it at most every 30 s when an unknown key id shows up,
  // so forged tokens cannot make the API hammer the key endpoint.
  const keys = createRemoteJWKSet(new URL(google.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        audience: google.clientId,
        issuer: google.issuers,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (!payload.sub || typeof payload.email !== 'string') return null;
      return {
        sub: payload.sub,
        email: payload.email.toLowerCase(),
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : undefined,
      };
    } catch (error) {
      // A bad token is the shopper's problem; unreachable keys are ours and must show in the logs.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        log.error({ err: error }, 'Google keys could not be fetched');
      }
      return null;
    }
  };
}
