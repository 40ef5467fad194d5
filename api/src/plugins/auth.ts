/**
 * Bearer-token sessions: short-lived HS256 access tokens signed with JWT_SECRET (jose), renewed with
 * the refresh token of `modules/sessions`. `app.authenticate` goes in a route's `onRequest`, so an
 * unauthenticated call is refused before its body is even read; the handler then takes the shopper
 * from `currentUser(request)`. `app.authenticateRead` does the same for the shopper's reads of their
 * own data that pages ask often (My Orders), with the account's role and logouts as this process last
 * read them.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config.js';
import { HttpError } from '../lib/http-error.js';
import type { Role } from '../modules/users/roles.js';

export interface AuthUser {
  id: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    authenticateRead(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

interface AccessTokenClaims {
  userId: string;
  /** When the session behind the token was started or last renewed. */
  issuedAt: Date;
}

export interface SessionTokens {
  /** `issuedAt` defaults to now; a renewed session keeps the moment its refresh token was spent. */
  issue(userId: string, issuedAt?: Date): Promise<string>;
  /** The claims of a valid token, or null for a forged, expired or malformed one. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/**
 * The user of a session started at `issuedAt`, or null when it is no longer valid (the account is gone, or
 * was logged out everywhere since).
 */
type SessionUserLookup = (userId: string, issuedAt: Date) => Promise<AuthUser | null>;

/**
 * Tokens seen lately, as verified, until they expire. A signature checked once stays good, and checking
 * it (an HMAC through Web Crypto, a key imported each time) cost a quarter of a signed-in read; the
 * expiry is still checked on every call. Bounded: the oldest go first.
 */
const maxVerifiedTokens = 10_000;

export function createSessionTokens(jwt: AppConfig['jwt']): SessionTokens {
  const key = new TextEncoder().encode(jwt.secret);
  const verified = new Map<string, { claims: AccessTokenClaims; exp: number }>();
  return {
    issue(userId, issuedAt = new Date()) {
      // In milliseconds, not whole seconds: a login in the same second as a "log out everywhere"
      // must still count as after it.
      const iat = issuedAt.getTime() / 1000;
      return new SignJWT()
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(iat)
        .setExpirationTime(Math.floor(iat) + jwt.accessTokenTtlSeconds)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: a token is expired from the second of its exp on.
        if (Math.floor(Date.now() / 1000) < known.exp) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (!payload.sub || payload.iat === undefined || payload.exp === undefined) return null;
        const claims = { userId: payload.sub, issuedAt: new Date(Math.round(payload.iat * 1000)) };
        if (verified.size >= maxVerifiedTokens) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: payload.exp });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export interface AuthenticationOptions {
  tokens: SessionTokens;
  sessionUser: SessionUserLookup;
  /**
   * The same check for `app.authenticateRead`, which may answer from a recent lookup (see
   * SessionService.cachedSessionUser); without it, those reads check like every other call.
   */
  cachedSessionUser?: SessionUserLookup;
}

/**
 * `app.authenticate` for routes that need a signed-in shopper, `app.authenticateRead` for the
 * shopper's frequent reads of their own data, and `request.user` once either ran.
 */
export const authentication = fp<AuthenticationOptions>(
  async (app, { tokens, sessionUser, cachedSessionUser = sessionUser }) => {
    const authenticateWith = (lookup: SessionUserLookup) => async (request: FastifyRequest) => {
      const [scheme, token] = request.headers.authorization?.split(' ') ?? [];
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new HttpError(401, 'Please log in to continue');
      const claims = await tokens.verify(token);
      const user = claims && (await lookup(claims.userId, claims.issuedAt));
      if (!user) throw new HttpError(401, 'Your session has expired. Please log in again');
      request.user = user;
    };
    app.decorateRequest('user', null);
    app.decorate('authenticate', authenticateWith(sessionUser));
    app.decorate('authenticateRead', authenticateWith(cachedSessionUser));
  },
  { name: 'brass-authentication' },
);

/** The signed-in shopper of a route that runs `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'Please log in to continue');
  return request.user;
}
