import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerResponseSchema, sessionSchema } from '@brass/shared/contracts/accounts';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { confirmationLinkFor } from '../../../test/users-support.js';

const clientId = 'brass-test.apps.googleusercontent.com';
const keyId = 'test-key-1';

let t: TestApp;
let keyServer: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: keyId, alg: 'RS256', use: 'sig' }],
  });
  // Stands in for https://www.googleapis.com/oauth2/v3/certs.
  keyServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  const { port } = keyServer.address() as AddressInfo;
  t = await startTestApp({
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    GOOGLE_CLIENT_ID: clientId,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => keyServer.close(resolve));
});

interface TokenOptions {
  claims?: JWTPayload;
  audience?: string;
  issuer?: string;
  expiresAt?: number | string;
  key?: CryptoKey;
}

/** An ID token as Google Identity Services hands it to the browser. */
function googleToken(sub: string, email: string, options: TokenOptions = {}): Promise<string> {
  return new SignJWT({ email, email_verified: true, name: 'Anand Subramanian', ...options.claims })
    .setProtectedHeader({ alg: 'RS256', kid: keyId, typ: 'JWT' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? clientId)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? '1h')
    .sign(options.key ?? googleKey);
}

const googleLogin = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/users/google-login', payload: { token } as object });

let address = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.5.0.${++address}` });
const login = (email: string, password: string) => post('/api/users/login', { email, password });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
const stored = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0];

async function register(name: string, email: string, password: string) {
  const response = await post('/api/users/register', { name, email, password });
  expect(response.statusCode).toBe(201);
  return v.parse(registerResponseSchema, response.json());
}

describe('POST /users/google-login', () => {
  it('creates an account the first time and finds it again by sub', async () => {
    const first = await googleLogin(await googleToken('google-sub-1', 'Anand@Gmail.com'));
    expect(first.statusCode).toBe(200);
    const session = v.parse(sessionSchema, first.json());
    expect(session.user).toMatchObject({ name: 'Anand Subramanian', email: 'anand@gmail.com' });

    // Google lets people change their address; the account follows the sub, not the email.
    const again = await googleLogin(
      await googleToken('google-sub-1', 'anand.s@gmail.com', { issuer: 'accounts.google.com' }),
    );
    expect(again.statusCode).toBe(200);
    expect(v.parse(sessionSchema, again.json()).user.id).toBe(session.user.id);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('links Google to a password account whose email is confirmed', async () => {
    const registered = await register('Deepa', 'deepa@example.in', 'brass-and-bells');
    const link = await confirmationLinkFor(t.database.db, 'deepa@example.in');
    const confirmed = await post('/api/users/confirm-email', { token: link.searchParams.get('token') });
    expect(confirmed.statusCode).toBe(200);

    const unverified = await googleLogin(
      await googleToken('google-sub-2', 'deepa@example.in', { claims: { email_verified: false } }),
    );
    expect(unverified.statusCode).toBe(401);

    const verified = await googleLogin(await googleToken('google-sub-2', 'deepa@example.in'));
    expect(verified.statusCode).toBe(200);
    const session = v.parse(sessionSchema, verified.json());
    expect(session.user.id).toBe(registered.user.id);
    expect(session.notice).toBeUndefined();
    expect((await stored(registered.user.id))?.googleSub).toBe('google-sub-2');
    // Linked, not taken over: the confirmed owner keeps their password and their other sessions.
    expect((await login('deepa@example.in', 'brass-and-bells')).statusCode).toBe(200);
    expect((await me(registered.token)).statusCode).toBe(200);
  });

  it('takes over an unconfirmed password account: the password and token of whoever made it no longer open it', async () => {
    // The attacker signs up first with the victim's email, and keeps the session and a refresh token.
    const attacker = await register('Not Kavitha', 'kavitha@example.in', 'attackers-secret');
    await t.database.db.insert(refreshTokens).values({
      id: 'rtk_attacker',
      userId: attacker.user.id,
      tokenHash: 'attackers-refresh-token-hash',
      familyId: 'rtf_attacker',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await me(attacker.token)).statusCode).toBe(200);

    const unverified = await googleLogin(
      await googleToken('google-sub-kavitha', 'kavitha@example.in', { claims: { email_verified: false } }),
    );
    expect(unverified.statusCode).toBe(401);

    // The victim signs in with Google, which verified the email is hers.
    const response = await googleLogin(await googleToken('google-sub-kavitha', 'Kavitha@example.in'));
    expect(response.statusCode).toBe(200);
    const victim = v.parse(sessionSchema, response.json());
    expect(victim.user.id).toBe(attacker.user.id);
    // The name the attacker chose goes with the password: the account shows the one Google gives.
    expect(victim.user.name).toBe('Anand Subramanian');

    expect((await login('kavitha@example.in', 'attackers-secret')).statusCode).toBe(401);
    expect((await me(attacker.token)).statusCode).toBe(401);
    expect((await me(victim.token)).statusCode).toBe(200);
    expect(victim.notice).toBe(
      'Welcome! An account with your email had been created with a password but never confirmed. ' +
        'We have removed that password and signed out all its sessions: from now on it opens with your Google sign-in.',
    );

    const account = await stored(attacker.user.id);
    expect(account).toMatchObject({ googleSub: 'google-sub-kavitha', passwordHash: null });
    expect(account?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(account?.sessionsRevokedAt).toBeInstanceOf(Date);
    const [refresh] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.id, 'rtk_attacker'));
    expect(refresh?.revokedAt).toBeInstanceOf(Date);

    // The link mailed at the attacker's sign-up is spent: it confirms nothing any more.
    const link = await confirmationLinkFor(t.database.db, 'kavitha@example.in');
    expect(
      (await post('/api/users/confirm-email', { token: link.searchParams.get('token') })).statusCode,
    ).toBe(409);

    // Signing in again is an ordinary sign-in, with nothing more to tell.
    const again = v.parse(
      sessionSchema,
      (await googleLogin(await googleToken('google-sub-kavitha', 'kavitha@example.in'))).json(),
    );
    expect(again.notice).toBeUndefined();
  });

  it('never joins an account that already has another Google account', async () => {
    await googleLogin(await googleToken('google-sub-old', 'arjun@example.in'));
    const other = await googleLogin(await googleToken('google-sub-new', 'arjun@example.in'));
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual({ message: 'Google login failed' });
  });

  it('marks the email of an account created by Google confirmed only when Google verified it', async () => {
    const verified = v.parse(
      sessionSchema,
      (await googleLogin(await googleToken('google-sub-3', 'uma@gmail.com'))).json(),
    );
    expect((await stored(verified.user.id))?.emailVerifiedAt).toBeInstanceOf(Date);

    const unverified = v.parse(
      sessionSchema,
      (
        await googleLogin(
          await googleToken('google-sub-4', 'vasu@example.in', { claims: { email_verified: false } }),
        )
      ).json(),
    );
    expect((await stored(unverified.user.id))?.emailVerifiedAt).toBeNull();
  });

  const refused: [string, () => Promise<unknown>][] = [
    [
      'a token for another app',
      () => googleToken('s', 'a@gmail.com', { audience: 'someone-else.apps.googleusercontent.com' }),
    ],
    [
      'a token from another issuer',
      () => googleToken('s', 'a@gmail.com', { issuer: 'https://evil.example' }),
    ],
    [
      'an expired token',
      () => googleToken('s', 'a@gmail.com', { expiresAt: Math.floor(Date.now() / 1000) - 300 }),
    ],
    ['a token signed by another key', () => googleToken('s', 'a@gmail.com', { key: strangerKey })],
    ['a token without an email', () => googleToken('s', undefined as unknown as string)],
    [
      'an unsigned token',
      async () => `${(await googleToken('s', 'a@gmail.com')).split('.').slice(0, 2).join('.')}.`,
    ],
    ['a random string', async () => 'definitely-not-a-jwt'],
  ];
  it.each(refused)('refuses %s', async (_label, makeToken) => {
    const response = await googleLogin(await makeToken());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Google login failed' });
  });

  it('refuses a body without a token string', async () => {
    const response = await googleLogin(12345);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'token: Invalid input: expected string, received number' });
  });
});
