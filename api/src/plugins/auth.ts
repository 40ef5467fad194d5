/**
 * Bearer-token sessions: HS256 JWTs signed with JWT_SECRET (jose). `app.authenticate` goes in a route's
 * `onRequest`, so an unauthenticated call is refused before its body is even read; the handler then
 * takes the shopper from `currentUser(request)`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config.js';
import { HttpError } from '../lib/http-error.js';

export interface AuthUser {
  id: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface SessionTokens {
  issue(userId: string): Promise<string>;
  /** The user id of a valid token, or null for a forged, expired or malformed one. */
  verify(token: string): Promise<string | null>;
}

export function createSessionTokens(jwt: AppConfig['jwt']): SessionTokens {
  const key = new TextEncoder().encode(jwt.secret);
  return {
    issue: (userId) =>
      new SignJWT()
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(jwt.expiresIn)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp'],
        });
        return payload.sub ?? null;
      } catch {
        return null;
      }
    },
  };
}

export function setupAuth(app: FastifyInstance, tokens: SessionTokens): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const [scheme, token] = request.headers.authorization?.split(' ') ?? [];
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new HttpError(401, 'Please log in to continue');
    const userId = await tokens.verify(token);
    if (!userId) throw new HttpError(401, 'Your session has expired. Please log in again');
    request.user = { id: userId };
  });
}

/** The signed-in shopper of a route that runs `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'Please log in to continue');
  return request.user;
}
