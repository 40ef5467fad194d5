import {
  currentUserResponseSchema,
  registerResponseSchema,
  sessionSchema,
  signedInAccountSchema,
} from '@brass/shared/contracts/accounts';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { developmentSecrets } from '../../config.js';
import { users } from '../../db/schema.js';
import { loginDelays } from '../../plugins/login-attempts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Each caller gets its own address, so that the per-address limits only bite where a test wants them.
let address = 0;
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

const post = (url: string, payload: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const me = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: authorization ? { authorization } : {} });

describe('POST /api/users/register', () => {
  it('creates the account, signs it in and stores an argon2id hash', async () => {
    const response = await post('/api/users/register', {
      name: 'Priya Raman',
      email: '  Priya.Raman@Example.IN ',
      password: 'kolam-at-dawn',
    });
    expect(response.statusCode).toBe(201);
    const body = v.parse(registerResponseSchema, response.json());
    expect(body.user).toMatchObject({ name: 'Priya Raman', email: 'priya.raman@example.in' });
    expect(body.message).toBe('Account created');

    const session = await me(`Bearer ${body.token}`);
    expect(v.parse(currentUserResponseSchema, session.json())).toEqual({ user: body.user });

    const [stored] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.passwordHash).not.toContain('kolam-at-dawn');
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const first = await post('/api/users/register', {
      name: 'Ravi',
      email: 'ravi@example.in',
      password: 'password-one',
    });
    expect(first.statusCode).toBe(201);
    const again = await post('/api/users/register', {
      name: 'R',
      email: 'RAVI@example.in',
      password: 'password-two',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it.each([
    [
      { name: 'A', email: 'not an email', password: 'long enough' },
      'email: Please enter a valid email address',
    ],
    [
      { name: 'A', email: 'a@example.in', password: 'short' },
      'password: Password must be at least 8 characters',
    ],
    [{ name: ' ', email: 'a@example.in', password: 'long enough' }, 'name: Name is required'],
    [{ email: 'a@example.in', password: 'long enough' }, 'name: Required'],
  ])('refuses %j with a clear message', async (payload, message) => {
    const response = await post('/api/users/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('limits registrations per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await post(
        '/api/users/register',
        { name: 'Bot', email: 'not-an-email', password: 'x' },
        '10.9.9.9',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/users/login', () => {
  beforeAll(async () => {
    await post('/api/users/register', {
      name: 'Kavya',
      email: 'kavya@example.in',
      password: 'thanjavur-plate',
    });
  });

  it('answers the user and a working token', async () => {
    const response = await post('/api/users/login', {
      email: 'KAVYA@example.in',
      password: 'thanjavur-plate',
    });
    expect(response.statusCode).toBe(200);
    const session = v.parse(sessionSchema, response.json());
    expect(session.user).toMatchObject({ name: 'Kavya', email: 'kavya@example.in' });
    expect((await me(`Bearer ${session.token}`)).statusCode).toBe(200);
  });

  it.each([
    { email: 'kavya@example.in', password: 'wrong-password' },
    { email: 'nobody@example.in', password: 'thanjavur-plate' },
  ])('refuses bad credentials alike: %j', async (payload) => {
    const response = await post('/api/users/login', payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('refuses a Google-only account a password login', async () => {
    await t.database.db
      .insert(users)
      .values({ id: 'usr_google', name: 'G', email: 'g@example.in', googleSub: '42' });
    const response = await post('/api/users/login', { email: 'g@example.in', password: 'anything at all' });
    expect(response.statusCode).toBe(401);
  });

  describe('after failed attempts', () => {
    // The clock is moved by hand, so that a test passes the waits without sleeping.
    beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
    afterEach(() => vi.useRealTimers());
    const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
    const login = (email: string, password: string, from: string) =>
      post('/api/users/login', { email, password }, from);

    it('makes one email from one address wait after three failures, doubling the wait, until a sign-in clears it', async () => {
      await post('/api/users/register', { name: 'T', email: 'target@example.in', password: 'correct-horse' });
      const from = '10.7.7.7';
      for (let i = 0; i < 3; i++)
        expect((await login('target@example.in', `guess-${i}`, from)).statusCode).toBe(401);

      // Even the right password waits its turn, so the wait cannot be used to test guesses.
      const refused = await login('Target@example.in', 'correct-horse', from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many failed sign-ins. Please try again in 1 second.' });
      expect(refused.headers['retry-after']).toBe('1');

      wait(1);
      expect((await login('target@example.in', 'guess-3', from)).statusCode).toBe(401);
      const longer = await login('target@example.in', 'correct-horse', from);
      expect(longer.json()).toEqual({ message: 'Too many failed sign-ins. Please try again in 2 seconds.' });

      wait(2);
      expect((await login('target@example.in', 'correct-horse', from)).statusCode).toBe(200);
      // The sign-in cleared the failures: three more tries before any wait.
      for (let i = 0; i < 3; i++)
        expect((await login('target@example.in', `again-${i}`, from)).statusCode).toBe(401);
      expect((await login('target@example.in', 'correct-horse', from)).statusCode).toBe(429);
    });

    it('does not stop the owner signing in from their address while someone fails from another', async () => {
      await post('/api/users/register', {
        name: 'Meera',
        email: 'meera@example.in',
        password: 'brass-uruli',
      });
      const attacker = '203.0.113.50';
      for (let i = 0; i < 5; i++) {
        if (i > 0) wait(60);
        expect((await login('meera@example.in', `guess-${i}`, attacker)).statusCode).toBe(401);
      }
      expect((await login('meera@example.in', 'guess-5', attacker)).statusCode).toBe(429);

      const owner = await login('meera@example.in', 'brass-uruli', '198.51.100.20');
      expect(owner.statusCode).toBe(200);
      expect(v.parse(sessionSchema, owner.json()).user.email).toBe('meera@example.in');
    });

    it('puts a ceiling on one email over all addresses: after ten failures every address waits, doubling', async () => {
      await post('/api/users/register', {
        name: 'Anil',
        email: 'anil@example.in',
        password: 'bronze-nataraja',
      });
      const { freeFailuresPerAccount } = loginDelays;
      for (let i = 0; i < freeFailuresPerAccount; i++)
        expect((await login('anil@example.in', `guess-${i}`, `198.18.0.${i + 1}`)).statusCode).toBe(401);

      // A fresh address gets no fresh count, and neither does the owner's own.
      const fresh = await login('anil@example.in', 'guess-10', '198.18.1.1');
      expect(fresh.statusCode).toBe(429);
      expect(fresh.json()).toEqual({ message: 'Too many failed sign-ins. Please try again in 1 second.' });
      expect((await login('anil@example.in', 'bronze-nataraja', '198.51.100.7')).statusCode).toBe(429);

      wait(1);
      expect((await login('anil@example.in', 'guess-11', '198.18.1.2')).statusCode).toBe(401);
      const longer = await login('anil@example.in', 'guess-12', '198.18.1.3');
      expect(longer.json()).toEqual({ message: 'Too many failed sign-ins. Please try again in 2 seconds.' });
      // A delay, not a lock: once it has passed, the owner signs in, which clears the count.
      wait(2);
      expect((await login('anil@example.in', 'bronze-nataraja', '198.51.100.7')).statusCode).toBe(200);
      expect((await login('anil@example.in', 'guess-13', '198.18.1.4')).statusCode).toBe(401);
      expect((await login('anil@example.in', 'bronze-nataraja', '198.51.100.8')).statusCode).toBe(200);
    });

    it('counts an IPv6 client by its /64: another address of the block waits too, one outside it does not', async () => {
      await post('/api/users/register', {
        name: 'Divya',
        email: 'divya@example.in',
        password: 'swamimalai-lamp',
      });
      for (let i = 0; i < 3; i++) {
        const from = `2001:db8:77:1::${i + 1}`;
        expect((await login('divya@example.in', `guess-${i}`, from)).statusCode).toBe(401);
      }
      expect(
        (await login('divya@example.in', 'guess-3', '2001:db8:77:1:ffff:ffff:ffff:fffe')).statusCode,
      ).toBe(429);
      expect((await login('divya@example.in', 'swamimalai-lamp', '2001:db8:77:2::1')).statusCode).toBe(200);
    });

    it('limits sign-in attempts of an IPv6 /64 as one client', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const from = `2001:db8:99:5:${(i + 1).toString(16)}::1`;
        statuses.push((await login(`v6-${i}@example.in`, 'guess', from)).statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    it('limits failed sign-ins per address across emails, and only from that address', async () => {
      const from = '10.5.5.5';
      const { max } = loginDelays.failuresPerAddress;
      for (let i = 0; i < max; i++) {
        expect((await login(`nobody-${i}@example.in`, 'guess', from)).statusCode).toBe(401);
        // Stays under the limit of attempts per minute, which is not what this test is about.
        if (i % 10 === 9) wait(60);
      }
      const refused = await login('kavya@example.in', 'thanjavur-plate', from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many failed sign-ins\. Please try again in \d+ minutes\.$/,
      );
      expect((await login('kavya@example.in', 'thanjavur-plate', '10.5.5.6')).statusCode).toBe(200);
    });
  });

  it('limits login attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await post('/api/users/login', { email: `u${i}@example.in`, password: 'x' }, '10.8.8.8')).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(statuses).not.toContain(500);
  });

  it('refuses a malformed body with a clear message', async () => {
    const response = await post('/api/users/login', { email: 'kavya@example.in' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'password: Required' });
  });
});

describe('GET /api/users/me', () => {
  it('says what the account may do now: a shopper shops, staff and the owner also run the back office', async () => {
    const register = await post('/api/users/register', {
      name: 'Meena',
      email: 'meena.role@example.in',
      password: 'swamimalai-bronze',
    });
    const { user, token } = v.parse(registerResponseSchema, register.json());
    const roleNow = async () => v.parse(signedInAccountSchema, (await me(`Bearer ${token}`)).json()).role;
    expect(await roleNow()).toBe('shopper');
    for (const role of ['staff', 'owner', 'shopper'] as const) {
      // A change of role counts from the next call, with the same token.
      await t.database.db.update(users).set({ role }).where(eq(users.id, user.id));
      expect(await roleNow()).toBe(role);
    }
  });

  it('refuses a call without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in to continue' });
  });

  it.each([
    'Bearer',
    'Bearer not.a.jwt',
    'Basic dXNlcjpwYXNz',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  ])('refuses the header %s', async (header) => {
    const response = await me(header);
    expect(response.statusCode).toBe(401);
  });

  it('refuses expired tokens, tokens signed with another secret, and tokens of deleted accounts', async () => {
    const sign = (secret: string, expires: number | string, subject = 'usr_nobody') =>
      new SignJWT()
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(new TextEncoder().encode(secret));
    const ourSecret = developmentSecrets.JWT_SECRET;
    const expired = await sign(ourSecret, Math.floor(Date.now() / 1000) - 60);
    const forged = await sign('someone-elses-secret-that-is-long-enough', '1h');
    const orphan = await sign(ourSecret, '1h', 'usr_deleted');
    for (const token of [expired, forged, orphan]) {
      const response = await me(`Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('message');
    }
  });
});
