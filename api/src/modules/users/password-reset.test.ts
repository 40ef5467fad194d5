import {
  passwordResetAnswerSchema,
  passwordResetLinkSchema,
  registerResponseSchema,
  sessionSchema,
} from '@brass/shared/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, passwordResetLinks, passwordResetRequests, users } from '../../db/schema.js';
import { loginDelays } from '../../plugins/login-attempts.js';
import { rateLimits } from '../../plugins/rate-limit.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { RESET_LINK_LIFETIME_MINUTES, RESET_MAILS_PER_ADDRESS_PER_HOUR } from './password-reset.js';
import { linkIn, newestMailTo } from '../../../test/users-support.js';

const shopOrigin = 'https://shop.brass.example';

let t: TestApp;
beforeAll(async () => {
  // A closed port: the passes queue mail and try to send it, and no running sandbox catches it.
  t = await startTestApp({ PUBLIC_SHOP_ORIGIN: shopOrigin, SMTP_URL: 'smtp://127.0.0.1:9' });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

let addresses = 0;
const nextAddress = () => `10.8.${Math.floor(++addresses / 250)}.${addresses % 250}`;
let emails = 0;
const newEmail = (label: string) => `${label}.${++emails}@example.in`;

const post = (url: string, payload: object, remoteAddress = nextAddress(), cookies = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, cookies });

const refreshCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'brass_refresh')?.value ?? '';

async function register(email: string, password = 'diya-for-diwali') {
  const response = await post('/api/users/register', { name: 'Lakshmi Narayanan', email, password });
  expect(response.statusCode).toBe(201);
  return { ...v.parse(registerResponseSchema, response.json()), refreshToken: refreshCookie(response) };
}

const ask = (email: string, remoteAddress?: string) =>
  post('/api/users/password-reset', { email }, remoteAddress);
const check = (token: unknown) => post('/api/users/password-reset/check', { token } as object);
const complete = (token: unknown, password: string) =>
  post('/api/users/password-reset/complete', { token, password } as object);
const login = (email: string, password: string) => post('/api/users/login', { email, password });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

/** Asks for a link for an account and runs the mail pass that answers it; the link's secret. */
async function resetTokenFor(email: string): Promise<string> {
  expect((await ask(email)).statusCode).toBe(202);
  await t.app.mailJobs.runOnce();
  const mail = await newestMailTo(t.database.db, email, 'Set a new password for Brass Aangan');
  return linkIn(mail).searchParams.get('token') ?? '';
}

const mailsTo = (email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe('asking for a password reset link', () => {
  it('answers the same for an address with an account and one without, and only writes the ask down', async () => {
    const known = newEmail('known');
    await register(known);
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, known));
    const unknown = newEmail('nobody');

    const [forKnown, forUnknown] = [await ask(known), await ask(unknown)];
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.statusCode).toBe(202);
    expect(forKnown.body).toBe(forUnknown.body);
    expect(v.parse(passwordResetAnswerSchema, forKnown.json())).toEqual({
      message: `If an account uses this email, we have sent it a link to set a new password. The link works for ${RESET_LINK_LIFETIME_MINUTES} minutes.`,
    });

    // The request did the same work for both: one ask written, no mail yet, no link yet.
    const asks = await t.database.db.select().from(passwordResetRequests);
    const shapeOf = (email: string) =>
      asks.filter((row) => row.email === email).map(({ handledAt, mailedAt }) => ({ handledAt, mailedAt }));
    expect(shapeOf(known)).toEqual([{ handledAt: null, mailedAt: null }]);
    expect(shapeOf(unknown)).toEqual(shapeOf(known));
    expect(await mailsTo(known)).toEqual([]);
    expect(await mailsTo(unknown)).toEqual([]);

    await t.app.mailJobs.runOnce();

    const [resetMail] = await mailsTo(known);
    expect(resetMail?.textBody).toContain('Namaste Lakshmi Narayanan,');
    expect(resetMail?.textBody).toContain(`within ${RESET_LINK_LIFETIME_MINUTES} minutes`);
    const link = linkIn(resetMail!);
    expect(link.origin + link.pathname).toBe(`${shopOrigin}/reset-password`);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

    const [noAccount] = await mailsTo(unknown);
    expect(noAccount?.subject).toBe('Your password reset request at Brass Aangan');
    expect(noAccount?.textBody).toContain('no account uses this address');
    expect(noAccount?.textBody).toContain(`${shopOrigin}/register`);
    expect(noAccount?.textBody).not.toContain('/reset-password');
  });

  it('keeps only a hash of the link secret', async () => {
    const email = newEmail('hashed');
    const { user } = await register(email);
    const token = await resetTokenFor(email);
    const links = await t.database.db
      .select()
      .from(passwordResetLinks)
      .where(eq(passwordResetLinks.userId, user.id));
    expect(links).toHaveLength(1);
    expect(links[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it(`mails one address at most ${RESET_MAILS_PER_ADDRESS_PER_HOUR} times an hour, however many ask`, async () => {
    const email = newEmail('flooded');
    await register(email);
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, email));
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS_PER_HOUR + 2; i++)
      expect((await ask(email)).statusCode).toBe(202);
    await t.app.mailJobs.runOnce();
    expect(await mailsTo(email)).toHaveLength(RESET_MAILS_PER_ADDRESS_PER_HOUR);

    // An hour later the address may be mailed again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect((await ask(email)).statusCode).toBe(202);
    await t.app.mailJobs.runOnce();
    expect(await mailsTo(email)).toHaveLength(RESET_MAILS_PER_ADDRESS_PER_HOUR + 1);
  });

  it('limits asks per client address, and believes no address the client writes itself', async () => {
    const { max } = rateLimits.passwordResetPerClient;
    const from = '203.0.113.77';
    for (let i = 0; i < max; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/password-reset',
        payload: { email: newEmail('limit') },
        remoteAddress: from,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(response.statusCode).toBe(202);
    }
    const refused = await ask(newEmail('limit'), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in /),
    });
    expect((await ask(newEmail('limit'), '203.0.113.78')).statusCode).toBe(202);
  });

  it('refuses a malformed email with a message, and writes nothing', async () => {
    const before = (await t.database.db.select().from(passwordResetRequests)).length;
    const response = await ask('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'email: Please enter a valid email address' });
    expect(await t.database.db.select().from(passwordResetRequests)).toHaveLength(before);
  });
});

describe('setting a new password with the link', () => {
  it('tells which account the link is for, sets the password once, and the old password stops working', async () => {
    const email = newEmail('kavya');
    await register(email, 'thanjavur-plate');
    const token = await resetTokenFor(email);

    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(v.parse(passwordResetLinkSchema, checked.json())).toEqual({ email });

    const changed = await complete(token, 'bell-metal-uruli');
    expect(changed.statusCode).toBe(200);
    expect(v.parse(passwordResetAnswerSchema, changed.json()).message).toBe(
      'Your password has been changed, and every device signed in to your account has been signed out. Please sign in with your new password.',
    );
    expect((await login(email, 'thanjavur-plate')).statusCode).toBe(401);
    expect((await login(email, 'bell-metal-uruli')).statusCode).toBe(200);

    const again = await complete(token, 'another-new-password');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This password reset link has already been used. Please ask for a new one if you need it.',
    });
    expect((await check(token)).statusCode).toBe(409);
    expect((await login(email, 'another-new-password')).statusCode).toBe(401);
  });

  it('lets the owner who proved the email sign in at once, however many addresses failed their password', async () => {
    const email = newEmail('guessed');
    await register(email, 'ambika-oil-lamp');
    const failures = loginDelays.freeFailuresPerAccount;
    for (let i = 0; i < failures; i++) expect((await login(email, `guess-${i}`)).statusCode).toBe(401);
    expect((await login(email, 'ambika-oil-lamp')).statusCode).toBe(429);

    expect((await complete(await resetTokenFor(email), 'kuthu-vilakku-2026')).statusCode).toBe(200);
    expect((await login(email, 'kuthu-vilakku-2026')).statusCode).toBe(200);
  });

  it('signs the account out everywhere: access tokens and refresh cookies of every device', async () => {
    const email = newEmail('devices');
    const phone = await register(email, 'brass-diya-lamp');
    const laptopAnswer = await login(email, 'brass-diya-lamp');
    const laptop = {
      ...v.parse(sessionSchema, laptopAnswer.json()),
      refreshToken: refreshCookie(laptopAnswer),
    };
    expect((await me(phone.token)).statusCode).toBe(200);

    expect((await complete(await resetTokenFor(email), 'kamakshi-vilakku')).statusCode).toBe(200);

    for (const device of [phone, laptop]) {
      expect((await me(device.token)).statusCode).toBe(401);
      const renewed = await post('/api/users/refresh', {}, nextAddress(), {
        brass_refresh: device.refreshToken,
      });
      expect(renewed.statusCode).toBe(401);
    }
    const fresh = v.parse(sessionSchema, (await login(email, 'kamakshi-vilakku')).json());
    expect((await me(fresh.token)).statusCode).toBe(200);
  });

  it('holds the new password to the shop rules and keeps the link for a better one', async () => {
    const email = newEmail('rules');
    await register(email);
    const token = await resetTokenFor(email);

    const short = await complete(token, 'abc1234');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'password: Password must be at least 8 characters' });
    const common = await complete(token, 'Password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message:
        'Password must not be one of the 50,000 most common passwords. Please choose a less common one',
    });
    const ownEmail = await complete(token, `${email.split('@')[0]?.toUpperCase()}-2026`);
    expect([ownEmail.statusCode, ownEmail.json()]).toEqual([
      400,
      { message: 'Password must not contain your email address or the part of it before the @' },
    ]);
    const shopName = await complete(token, 'my brass aangan!');
    expect([shopName.statusCode, shopName.json()]).toEqual([
      400,
      { message: "Password must not contain the shop's name, Brass Aangan" },
    ]);

    expect((await complete(token, 'nataraja-in-bronze')).statusCode).toBe(200);
  });

  it(`works for ${RESET_LINK_LIFETIME_MINUTES} minutes, then says it expired`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = newEmail('late');
    await register(email, 'first-password-here');
    const token = await resetTokenFor(email);

    vi.setSystemTime(Date.now() + RESET_LINK_LIFETIME_MINUTES * 60_000 - 1000);
    expect((await check(token)).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 1000);
    const expired = {
      message: `This password reset link has expired: a link works for ${RESET_LINK_LIFETIME_MINUTES} minutes. Please ask for a new one.`,
    };
    const checked = await check(token);
    expect(checked.statusCode).toBe(410);
    expect(checked.json()).toEqual(expired);
    const completed = await complete(token, 'too-late-for-this');
    expect(completed.statusCode).toBe(410);
    expect(completed.json()).toEqual(expired);
    vi.useRealTimers();
    expect((await login(email, 'first-password-here')).statusCode).toBe(200);
  });

  it('spends the older links of the account when one of them sets the password', async () => {
    const email = newEmail('twice');
    await register(email);
    const first = await resetTokenFor(email);
    const second = await resetTokenFor(email);
    expect(first).not.toBe(second);

    expect((await complete(second, 'the-second-link-won')).statusCode).toBe(200);
    expect((await complete(first, 'the-first-link-lost')).statusCode).toBe(409);
  });

  it('refuses an unknown or empty link with a message', async () => {
    const unknown = await complete('a'.repeat(43), 'some-new-password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'This password reset link is not valid. Please ask for a new one.',
    });
    expect((await check('a'.repeat(43))).statusCode).toBe(400);

    const empty = await check('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'token: Too small: expected string to have >=1 characters' });
  });

  it('lets an account made with Google alone set a password by its mailed link', async () => {
    const email = newEmail('google');
    await t.database.db
      .insert(users)
      .values({ id: `usr_g${emails}`, name: 'Gita', email, googleSub: `sub-${emails}` });
    expect((await complete(await resetTokenFor(email), 'gopuram-at-dawn')).statusCode).toBe(200);
    expect((await login(email, 'gopuram-at-dawn')).statusCode).toBe(200);
  });
});
