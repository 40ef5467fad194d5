import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppName } from '@brass/shared/runtime-config';
import type { Canary } from '../releases/live-pointer.ts';
import { setReleaseCookie } from './release-cookie.ts';

/** The cookie that keeps a visitor on the side of each canary they were drawn to. */
export const CANARY_COOKIE = 'brass_canary';

/** How long a visitor keeps their side of a canary: longer than any canary runs. */
const CANARY_COOKIE_DAYS = 7;

/** One visitor's draws: for each app, the canary release drawn for and whether they got it. */
type Draws = Partial<Record<AppName, { id: string; inCanary: boolean }>>;

const APPS: ReadonlySet<string> = new Set(['host', 'catalog', 'checkout', 'account', 'blog', 'admin']);

/** `checkout:<id>:1|blog:<id>:0`: characters a cookie value may hold as they are. */
function parseDraws(value: string | undefined): Draws {
  const draws: Draws = {};
  for (const entry of (value ?? '').split('|')) {
    const [app, id, side] = entry.split(':');
    if (app && APPS.has(app) && id && (side === '0' || side === '1'))
      draws[app as AppName] = { id, inCanary: side === '1' };
  }
  return draws;
}

const formatDraws = (draws: Draws) =>
  Object.entries(draws)
    .map(([app, draw]) => `${app}:${draw.id}:${draw.inCanary ? 1 : 0}`)
    .join('|');

/**
 * The canary releases this visitor gets, by app. A visitor met for the first time by a canary is drawn
 * once, with the canary's share, and keeps that side on every later page (a cookie): a shopper never
 * flips between two checkouts. A draw for a canary no longer running is dropped.
 */
export function canaryReleasesOf(
  request: FastifyRequest,
  reply: FastifyReply,
  canaries: Partial<Record<AppName, Canary>>,
  secure: boolean,
): Partial<Record<AppName, string>> {
  const before = request.cookies[CANARY_COOKIE];
  const known = parseDraws(before);
  const draws: Draws = {};
  for (const [app, canary] of Object.entries(canaries) as [AppName, Canary][]) {
    const drawn = known[app];
    draws[app] =
      drawn?.id === canary.id ? drawn : { id: canary.id, inCanary: randomInt(100) < canary.percent };
  }
  const value = formatDraws(draws);
  if (value !== (before ?? ''))
    setReleaseCookie(reply, CANARY_COOKIE, value || undefined, {
      secure,
      maxAgeSeconds: CANARY_COOKIE_DAYS * 24 * 60 * 60,
    });
  return Object.fromEntries(
    (Object.entries(draws) as [AppName, { id: string; inCanary: boolean }][])
      .filter(([, draw]) => draw.inCanary)
      .map(([app, draw]) => [app, draw.id]),
  );
}
