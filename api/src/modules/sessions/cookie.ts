/**
 * The refresh token travels only in this cookie: HttpOnly (no script, so no injected script, reads
 * it), Secure, SameSite=Strict (no other site's page can make the browser send it) and sent only to
 * the session calls under /api/users, never with the shop's other calls.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StartedSession } from './service.js';

const refreshCookie = { name: 'brass_refresh', path: '/api/users' } as const;

const attributes = { path: refreshCookie.path, httpOnly: true, secure: true, sameSite: 'strict' } as const;

export const refreshTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[refreshCookie.name];

/** Sets the refresh cookie of a started session; the rest is the body (the user and the access token). */
export function answerWithSession<T extends { started: StartedSession }>(
  reply: FastifyReply,
  { started, ...body }: T,
): Omit<T, 'started'> {
  reply.setCookie(refreshCookie.name, started.refreshToken, {
    ...attributes,
    expires: started.refreshExpiresAt,
  });
  return body;
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(refreshCookie.name, attributes);
}
