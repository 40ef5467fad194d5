import { registerResponseSchema } from '@brass/shared/contracts/accounts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let address = 0;
const register = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Meena', email, password },
    remoteAddress: `10.7.0.${++address}`,
  });

describe('the password policy at registration', () => {
  it.each(['password', 'Password1', 'iloveyou', '12345678', 'qwertyuiop', ' sunshine ', 'PASSWORD123'])(
    'refuses the common password %j, whatever its capitals, and creates no account',
    async (password) => {
      const email = `meena.${address}@example.in`;
      const response = await register(email, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message:
          'Password must not be one of the 50,000 most common passwords. Please choose a less common one',
      });

      // The address is still free: the refusal happened before anything was stored.
      expect((await register(email, 'lotus-lamp-at-dusk')).statusCode).toBe(201);
    },
  );

  it.each([
    ['the whole email', 'meenakshi.iyer@example.in', 'meenakshi.iyer@example.in'],
    ['the email in capitals, with spaces', 'meenakshi.iyer@example.in', ' Meenakshi.Iyer @ Example.in '],
    ['the part before the @', 'meenakshi.iyer@example.in', 'meenakshi.iyer'],
    ['the part before the @ inside it', 'meenakshi.iyer@example.in', 'Meenakshi.Iyer1990'],
  ])('refuses a password that is or holds %s', async (_rule, email, password) => {
    const response = await register(email, password);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'Password must not contain your email address or the part of it before the @' },
    ]);
  });

  it.each(['brassaangan', 'Brass Aangan 2026', 'love-BRASSAANGAN', 'b r a s s aangan!'])(
    "refuses a password holding the shop's name, %j, whatever its capitals and spaces",
    async (password) => {
      const response = await register(`shop.name.${address}@example.in`, password);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { message: "Password must not contain the shop's name, Brass Aangan" },
      ]);
    },
  );

  it('takes a password sharing only a short part before the @, or a few letters of the shop’s name', async () => {
    expect((await register('ab@example.in', 'abacus-of-brass')).statusCode).toBe(201);
    expect((await register('meenakshi@example.in', 'brass-lamps-of-aangan')).statusCode).toBe(201);
  });

  it('keeps the contract message for passwords shorter than 8 characters', async () => {
    const response = await register('short@example.in', 'abc1234');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'password: Password must be at least 8 characters' });
  });

  it('accepts a password of 8 characters or more that is not on the list', async () => {
    const response = await register('shiva.devotee@example.in', 'nataraja-in-bronze');
    expect(response.statusCode).toBe(201);
    v.parse(registerResponseSchema, response.json());
  });
});
