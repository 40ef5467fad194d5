import LinkifyIt from 'linkify-it';
import tlds from 'tlds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createSessionTokens } from '../../plugins/auth.js';
import { startTestApp, testConfig, type TestApp } from '../../../test/app.js';
import { newestMailTo } from '../../../test/users-support.js';

const shopOrigin = 'https://shop.brass.example';
const linkify = new LinkifyIt().tlds(tlds, true).set({ fuzzyLink: true, fuzzyEmail: true });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_SHOP_ORIGIN: shopOrigin });
});
afterAll(() => t.close());

describe('a name at sign-up', () => {
  it.each(['Claim your prize at evil.example', 'http://evil.example', 'www.prize.in'])(
    'refuses %j with a 400, making no account',
    async (name) => {
      const email = `named.${newId('n')}@example.in`;
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name, email, password: 'bell-metal-uruli' },
      });
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { message: 'name: Please enter your name without a web address' },
      ]);
      const taken = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Asha Iyer', email, password: 'bell-metal-uruli' },
      });
      expect(taken.statusCode).toBe(201);
    },
  );
});

describe('a name in mail', () => {
  it('is plain words of at most 60 letters, never a link, even when the account holds one', async () => {
    // As an account made before the rule, or named by Google, may be.
    const id = newId('usr');
    const email = `${id}@example.in`;
    const name = `URGENT refund of ₹49,999 waiting: log in at https://evil.example/refund?a=${'x'.repeat(200)}`;
    await t.database.db.insert(users).values({ id, name, email });
    const token = await createSessionTokens(testConfig().jwt).issue(id);
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/users/confirm-email/resend',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(resent.statusCode).toBe(202);

    const mail = await newestMailTo(t.database.db, email, 'Confirm your email for Brass Aangan');
    const greeting = mail.textBody.split('\n')[0] ?? '';
    expect(greeting).toBe('Namaste URGENT refund of ₹49,999 waiting: log in at https: //evil.…,');
    expect(linkify.match(greeting)).toBeNull();
    const links = (linkify.match(mail.textBody) ?? []).map((link) => new URL(link.url).origin);
    expect(links).toEqual([shopOrigin]);
  });
});
