import type { FastifyReply } from 'fastify';

/**
 * Sets, or with no value clears, a cookie that picks the releases of this browser's pages (a preview,
 * a canary's draw): for the whole shop, out of reach of the page's scripts, and sent on a link
 * followed from another site, so a preview link opened from a message works.
 */
export function setReleaseCookie(
  reply: FastifyReply,
  name: string,
  value: string | undefined,
  { secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number },
): void {
  if (value === undefined) reply.clearCookie(name, { path: '/' });
  else
    reply.setCookie(name, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: maxAgeSeconds,
    });
}
