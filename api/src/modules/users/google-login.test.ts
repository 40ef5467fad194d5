import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sessionSchema } from '@brass/shared/contract';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';

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

describe('POST /users/google-login', () => {
  it('creates an account the first time and finds it again by sub', async () => {
    const first = await googleLogin(await googleToken('google-sub-1', 'Anand@Gmail.com'));
    expect(first.statusCode).toBe(200);
    const session = sessionSchema.parse(first.json());
    expect(session.user).toMatchObject({ name: 'Anand Subramanian', email: 'anand@gmail.com' });

    // Google lets people change their address; the account follows the sub, not the email.
    const again = await googleLogin(
      await googleToken('google-sub-1', 'anand.s@gmail.com', { issuer: 'accounts.google.com' }),
    );
    expect(again.statusCode).toBe(200);
    expect(sessionSchema.parse(again.json()).user.id).toBe(session.user.id);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('links to an existing password account when Google verified the email', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'Deepa', email: 'deepa@example.in', password: 'brass-and-bells' },
    });
    const userId = registered.json<{ user: { id: string } }>().user.id;

    const unverified = await googleLogin(
      await googleToken('google-sub-2', 'deepa@example.in', { claims: { email_verified: false } }),
    );
    expect(unverified.statusCode).toBe(401);

    const verified = await googleLogin(await googleToken('google-sub-2', 'deepa@example.in'));
    expect(verified.statusCode).toBe(200);
    expect(sessionSchema.parse(verified.json()).user.id).toBe(userId);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(stored?.googleSub).toBe('google-sub-2');
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
