import type { FastifyReply, FastifyRequest } from 'fastify';
import { readPreview, type Preview } from '../releases/preview-links.ts';
import { setReleaseCookie } from './release-cookie.ts';
import type { ReleaseManifest } from '../releases/release-manifest.ts';
import type { LiveReleases } from './live-releases.ts';

/** The cookie that pins a browser to a previewed release, set from a preview link. */
export const PREVIEW_COOKIE = 'brass_preview';

/** The query a preview link carries (`?preview=<token>`); `?preview=off` goes back to the live shop. */
export const PREVIEW_QUERY = 'preview';

/**
 * The live releases with some swapped for others, for one browser: the canary it was drawn to, the
 * release a preview pins.
 */
export function withReleasesInPlace(live: LiveReleases, releases: ReleaseManifest[]): LiveReleases {
  if (releases.length === 0) return live;
  const ids = Object.fromEntries(releases.map((release) => [release.app, release.id]));
  const manifests = Object.fromEntries(releases.map((release) => [release.app, release]));
  return {
    pointer: { ...live.pointer, live: { ...live.pointer.live, ...ids } },
    releases: { ...live.releases, ...manifests },
  };
}

/**
 * Answers a page request that opens a preview link, or leaves it: the link's token becomes a cookie
 * for as long as the link works (an expired or forged one clears it), and the browser is sent to the
 * same address without the token, so the address bar, a bookmark or a shared link never carries it.
 * Returns whether it answered.
 */
export function followPreviewLink(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  secure: boolean,
): boolean {
  const address = new URL(request.url, 'http://any.invalid');
  const token = address.searchParams.get(PREVIEW_QUERY);
  if (token === null) return false;
  const preview = token === 'off' ? undefined : readPreview(token, secret);
  setReleaseCookie(reply, PREVIEW_COOKIE, preview && token, {
    secure,
    maxAgeSeconds: preview ? Math.floor((preview.expires - Date.now()) / 1000) : 0,
  });
  address.searchParams.delete(PREVIEW_QUERY);
  reply.header('Cache-Control', 'no-store').redirect(`${address.pathname}${address.search}`, 302);
  return true;
}

/** The preview this browser is pinned to, if its cookie holds a link that still works. */
export function previewOf(request: FastifyRequest, secret: string): Preview | undefined {
  const token = request.cookies[PREVIEW_COOKIE];
  return token ? readPreview(token, secret) : undefined;
}
