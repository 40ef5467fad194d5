import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';
import { googleSubject } from './id-token.js';

const clientId = 'brass-unit.apps.googleusercontent.com';
let app: FastifyInstance;

beforeAll(async () => {
  app = buildSandbox({ logLevel: 'silent' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

async function chooserToken(payload: object): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/google/__sandbox/token', payload });
  expect(response.statusCode).toBe(200);
  return response.json<{ credential: string }>().credential;
}

async function jwks(): Promise<JSONWebKeySet> {
  return (await app.inject({ url: '/google/oauth2/v3/certs' })).json<JSONWebKeySet>();
}

describe('Google sign-in', () => {
  it('publishes one RS256 signing key as a JWKS', async () => {
    const { keys } = await jwks();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it("issues an ID token from the chooser that verifies against the JWKS, with Google's claims", async () => {
    const token = await chooserToken({
      email: 'Asha.Iyer@Example.in',
      name: 'Asha Iyer',
      client_id: clientId,
    });
    const { payload } = await jwtVerify(token, createLocalJWKSet(await jwks()), {
      issuer: 'https://accounts.google.com',
      audience: clientId,
      algorithms: ['RS256'],
    });
    expect(payload).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: clientId,
      azp: clientId,
      sub: googleSubject('asha.iyer@example.in'),
      email: 'asha.iyer@example.in',
      email_verified: true,
      name: 'Asha Iyer',
      given_name: 'Asha',
      family_name: 'Iyer',
      picture: expect.stringMatching(/^data:image\/svg\+xml,/),
    });
    expect(payload.sub).toMatch(/^\d{21}$/);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
    expect(decodeProtectedHeader(token).kid).toBe((await jwks()).keys[0]?.kid);
  });

  it('keeps the subject of an email across tokens and names an account from its email when Name is empty', async () => {
    const first = await chooserToken({ email: 'ravi.kumar@example.in', client_id: clientId });
    const second = await chooserToken({ email: 'ravi.kumar@example.in', name: '', client_id: clientId });
    const other = await chooserToken({ email: 'meera@example.in', client_id: clientId });
    const keys = createLocalJWKSet(await jwks());
    const [a, b, c] = await Promise.all([first, second, other].map((token) => jwtVerify(token, keys)));
    expect(a?.payload.sub).toBe(b?.payload.sub);
    expect(c?.payload.sub).not.toBe(a?.payload.sub);
    expect(a?.payload.name).toBe('Ravi Kumar');
  });

  it.each([
    [{ email: 'asha@example.in' }, 'Missing required parameter: client_id'],
    [{ email: 'not-an-email', client_id: clientId }, 'Enter a valid email address'],
    [{ email: 'asha@example.in', name: 'x'.repeat(101), client_id: clientId }, expect.any(String)],
  ])('refuses %j', async (payload, description) => {
    const response = await app.inject({ method: 'POST', url: '/google/__sandbox/token', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: description });
  });

  it('serves the Identity Services stand-in', async () => {
    const script = await app.inject({ url: '/google/gsi/client', headers: { host: '127.0.0.1:4010' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('("http://127.0.0.1:4010/google")');
  });
});
