import { emailConfirmationAnswerSchema, registerResponseSchema } from '@brass/shared/contracts/accounts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfirmations, mailOutbox, users } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { confirmationLinkFor } from '../../../test/users-support.js';

const shopOrigin = 'https://shop.brass.example';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_SHOP_ORIGIN: shopOrigin });
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => `10.6.${Math.floor(++address / 250)}.${address % 250}`;

async function register(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Lakshmi Narayanan', email, password: 'diya-for-diwali' },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(201);
  return v.parse(registerResponseSchema, response.json());
}

const confirm = (token: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/confirm-email',
    payload: { token } as object,
    remoteAddress: nextAddress(),
  });

const sendAgain = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/confirm-email/resend',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const stored = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0];

describe('email confirmation of password sign-ups', () => {
  it('mails a link to the shop page at registration and keeps only a hash of its secret', async () => {
    const session = await register('Lakshmi@Example.in');
    expect(session.user.email).toBe('lakshmi@example.in');

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'lakshmi@example.in'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Confirm your email for Brass Aangan', sentAt: null });
    expect(mails[0]?.textBody).toContain('Namaste Lakshmi Narayanan,');

    const link = await confirmationLinkFor(t.database.db, 'lakshmi@example.in');
    expect(link.origin).toBe(shopOrigin);
    expect(link.pathname).toBe('/confirm-email');
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);

    const [confirmation] = await t.database.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, session.user.id));
    expect(confirmation?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(confirmation)).not.toContain(token);
    const hoursValid = ((confirmation?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(23.9);
    expect(hoursValid).toBeLessThanOrEqual(24);
    expect((await stored(session.user.id))?.emailVerifiedAt).toBeNull();
  });

  it('confirms the email once; the same link again, an unknown or an expired one get clear refusals', async () => {
    const session = await register('gopal@example.in');
    const token = (await confirmationLinkFor(t.database.db, 'gopal@example.in')).searchParams.get('token');

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(v.parse(emailConfirmationAnswerSchema, confirmed.json())).toEqual({
      message: 'Thank you! Your email is confirmed.',
    });
    expect((await stored(session.user.id))?.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This confirmation link has already been used. Your email is confirmed.',
    });

    const unknown = await confirm('a'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'This confirmation link is not valid. Please use the link in the latest email we sent you.',
    });

    const late = await register('late@example.in');
    const lateToken = (await confirmationLinkFor(t.database.db, 'late@example.in')).searchParams.get('token');
    await t.database.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.userId, late.user.id));
    const expired = await confirm(lateToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      message: 'This confirmation link has expired. Sign in and ask for a new one.',
    });
    expect((await stored(late.user.id))?.emailVerifiedAt).toBeNull();
  });

  it('refuses a body without a token with a clear message', async () => {
    const response = await confirm('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'token: Too small: expected string to have >=1 characters' });
  });

  it('mails a new link to a signed-in shopper who asks, a few times an hour at most', async () => {
    const session = await register('meera@example.in');
    expect((await sendAgain()).statusCode).toBe(401);

    const first = await confirmationLinkFor(t.database.db, 'meera@example.in');
    const resent = await sendAgain(session.token);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ message: 'We have sent a new confirmation link to meera@example.in.' });
    const second = await confirmationLinkFor(t.database.db, 'meera@example.in');
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));

    expect((await sendAgain(session.token)).statusCode).toBe(202);
    expect((await sendAgain(session.token)).statusCode).toBe(202);
    const limited = await sendAgain(session.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toHaveProperty('message');

    expect((await confirm(second.searchParams.get('token'))).statusCode).toBe(200);
  });

  it('sends no new link once the email is confirmed', async () => {
    const session = await register('confirmed@example.in');
    const link = await confirmationLinkFor(t.database.db, 'confirmed@example.in');
    expect((await confirm(link.searchParams.get('token'))).statusCode).toBe(200);
    const response = await sendAgain(session.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Your email is already confirmed.' });
  });
});
