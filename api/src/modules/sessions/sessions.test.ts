import {
  currentUserResponseSchema,
  registerResponseSchema,
  sessionSchema,
} from '@brass/shared/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens, users } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { moveClocksOn } from '../../../test/clocks.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const cookieName = 'brass_refresh';

let signUps = 0;
const nextAddress = () => `10.1.${Math.floor(++signUps / 250)}.${signUps % 250}`;

/** The refresh cookie a response sets; fails the test when there is none. */
function refreshCookieOf(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((candidate) => candidate.name === cookieName);
  if (!cookie)
    throw new Error(`No ${cookieName} cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
  return cookie;
}

/** A new account, signed in as the browser would be after registering: access token and refresh cookie. */
async function signUp(password = 'a-long-brass-password') {
  const email = `shopper.${signUps}.${Date.now()}@example.in`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Lakshmi Iyer', email, password },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(201);
  const body = v.parse(registerResponseSchema, response.json());
  return { ...body, email, password, refreshToken: refreshCookieOf(response).value };
}

async function logIn(email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(200);
  return { ...v.parse(sessionSchema, response.json()), refreshToken: refreshCookieOf(response).value };
}

const refresh = (refreshToken?: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/refresh',
    cookies: refreshToken === undefined ? {} : { [cookieName]: refreshToken },
    remoteAddress,
  });

const logOutEverywhere = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/logout-all',
    headers: { authorization: `Bearer ${token}` },
  });

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

/** My Orders' read, which checks the session against the account as this process saw it lately. */
const ownOrders = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/orders/getorders',
    headers: { authorization: `Bearer ${token}` },
  });

const expired = { message: 'Your session has expired. Please log in again' };

describe('the refresh cookie', () => {
  it('is HttpOnly, Secure, SameSite=Strict, sent only to /api/users, and lives REFRESH_TOKEN_TTL', async () => {
    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'Kavya', email: `kavya.${Date.now()}@example.in`, password: 'lamp-of-the-temple' },
      remoteAddress: nextAddress(),
    });
    const cookie = refreshCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/users' });
    const thirtyDays = 30 * 86_400_000;
    expect(cookie.expires!.getTime()).toBeGreaterThan(before + thirtyDays - 2000);
    expect(cookie.expires!.getTime()).toBeLessThanOrEqual(Date.now() + thirtyDays);
    // Only the cookie carries it, and the database only knows its hash.
    expect(response.body).not.toContain(cookie.value);
    const stored = await t.database.db.select().from(refreshTokens);
    expect(stored.some((row) => row.tokenHash === cookie.value)).toBe(false);
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
  });

  it('comes with an access token that lives ACCESS_TOKEN_TTL, 15 minutes by default', async () => {
    const { token } = await signUp();
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(payload.exp - Math.floor(payload.iat)).toBe(15 * 60);
  });

  it('is set by a password login too', async () => {
    const account = await signUp();
    const session = await logIn(account.email, account.password);
    expect(session.refreshToken).not.toBe(account.refreshToken);
    expect((await me(session.token)).statusCode).toBe(200);
  });
});

describe('POST /api/users/refresh', () => {
  it('answers a new access token and the user, and replaces the cookie with the next one', async () => {
    const account = await signUp();
    const response = await refresh(account.refreshToken);
    expect(response.statusCode).toBe(200);
    const body = v.parse(sessionSchema, response.json());
    expect(body.user).toEqual(account.user);
    expect(body.token).not.toBe(account.token);
    expect(v.parse(currentUserResponseSchema, (await me(body.token)).json()).user).toEqual(account.user);

    const next = refreshCookieOf(response);
    expect(next.value).not.toBe(account.refreshToken);
    expect(next).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/users' });
    expect((await refresh(next.value)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token comes back after 30 seconds, and leaves other devices signed in', async () => {
    const account = await signUp();
    const otherDevice = await logIn(account.email, account.password);
    vi.useFakeTimers({ toFake: ['Date'] });
    const renewed = refreshCookieOf(await refresh(account.refreshToken)).value;
    vi.setSystemTime(Date.now() + 30_001);

    // Someone replays the spent token: the thief or the shopper, whoever is second, is refused ...
    const replay = await refresh(account.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(expired);
    // ... and so is the token handed out in its place, so the thief's copy is worthless too.
    expect((await refresh(renewed)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it('answers a renewal retried within 30 seconds (its answer lost) with the same next token', async () => {
    const account = await signUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await refresh(account.refreshToken);
    vi.setSystemTime(Date.now() + 29_000);
    const retried = await refresh(account.refreshToken);
    expect(retried.statusCode).toBe(200);
    expect(refreshCookieOf(retried).value).toBe(refreshCookieOf(first).value);
    const body = v.parse(sessionSchema, retried.json());
    expect(body.user).toEqual(account.user);
    expect((await me(body.token)).statusCode).toBe(200);
    // The family goes on from that one next token, which works once like any other.
    const next = await refresh(refreshCookieOf(retried).value);
    expect(next.statusCode).toBe(200);
    expect(refreshCookieOf(next).value).not.toBe(refreshCookieOf(first).value);
  });

  it('answers two renewals with the same token at once alike: one next token, both signed in', async () => {
    const account = await signUp();
    const answers = await Promise.all([refresh(account.refreshToken), refresh(account.refreshToken)]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200]);
    const [one, other] = answers.map((response) => refreshCookieOf(response).value);
    expect(one).toBe(other);
    for (const response of answers) {
      expect((await me(v.parse(sessionSchema, response.json()).token)).statusCode).toBe(200);
    }
    // One row was added to the family, holding only the next token's hash.
    const family = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, account.user.id));
    expect(family).toHaveLength(2);
    expect(family.some((row) => row.tokenHash === one)).toBe(false);
    expect((await refresh(one)).statusCode).toBe(200);
  });

  it('gives no next token within the 30 seconds once the session has ended', async () => {
    const account = await signUp();
    expect((await refresh(account.refreshToken)).statusCode).toBe(200);
    expect((await logOutEverywhere(account.token)).statusCode).toBe(200);
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a call without the cookie, and an unknown token, clearing the cookie', async () => {
    const missing = await refresh();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: 'Please log in to continue' });

    const unknown = await refresh('not-a-token-we-gave-out');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expired);
    const cleared = refreshCookieOf(unknown);
    expect(cleared).toMatchObject({ value: '', path: '/api/users' });
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
  });

  it('limits renewals per address, so guessing tokens costs the guesser', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await refresh(`guess-${i}`, '10.7.7.7')).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 401)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await refresh('guess-from-elsewhere', '10.7.7.8')).statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const account = await signUp();
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, account.user.id));
    const response = await refresh(account.refreshToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expired);
  });
});

describe('POST /api/users/logout', () => {
  it('ends the session of the cookie and clears it, leaving other devices signed in', async () => {
    const account = await signUp();
    const otherDevice = await logIn(account.email, account.password);
    const renewed = refreshCookieOf(await refresh(account.refreshToken)).value;

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      cookies: { [cookieName]: renewed },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You are logged out' });
    expect(refreshCookieOf(response)).toMatchObject({ value: '', path: '/api/users', httpOnly: true });

    expect((await refresh(renewed)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it('answers the same without a cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You are logged out' });
  });
});

describe('POST /api/users/logout-all', () => {
  it('needs a signed-in shopper', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/logout-all' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in to continue' });
  });

  it('ends every session: refresh tokens and access tokens already given out; a new login works', async () => {
    const account = await signUp();
    const otherDevice = await logIn(account.email, account.password);
    const stranger = await signUp();
    // Read first, so that the account as read is the one this process keeps for such reads.
    expect((await ownOrders(otherDevice.token)).statusCode).toBe(200);

    const response = await logOutEverywhere(account.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You are logged out on every device' });
    expect(refreshCookieOf(response).value).toBe('');

    for (const token of [account.token, otherDevice.token]) {
      const refused = await me(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(expired);
      expect((await ownOrders(token)).json()).toEqual(expired);
    }
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row?.sessionsRevokedAt).toBeInstanceOf(Date);

    // Straight after, in the same second: the new session is after the logout, so it stands.
    const again = await logIn(account.email, account.password);
    expect((await me(again.token)).statusCode).toBe(200);
    expect((await refresh(again.refreshToken)).statusCode).toBe(200);
    expect((await me(stranger.token)).statusCode).toBe(200);
    expect((await ownOrders(again.token)).statusCode).toBe(200);
  });

  it('ends the frequent reads within a second when the sessions end beside this process', async () => {
    const account = await signUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await ownOrders(account.token)).statusCode).toBe(200);
    // Another API process (or a hand in the database) ends the sessions: every other call refuses at
    // once, My Orders' read once the account it keeps is a second old.
    await t.database.db
      .update(users)
      .set({ sessionsRevokedAt: new Date(Date.now() + 1) })
      .where(eq(users.id, account.user.id));
    expect((await me(account.token)).statusCode).toBe(401);
    await moveClocksOn(1000);
    expect((await ownOrders(account.token)).json()).toEqual(expired);
  });
});
