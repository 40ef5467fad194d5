import { registerResponseSchema } from '@brass/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';

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

  it('keeps the contract message for passwords shorter than 8 characters', async () => {
    const response = await register('short@example.in', 'abc1234');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'password: Password must be at least 8 characters' });
  });

  it('accepts a password of 8 characters or more that is not on the list', async () => {
    const response = await register('nataraja@example.in', 'nataraja-in-bronze');
    expect(response.statusCode).toBe(201);
    registerResponseSchema.parse(response.json());
  });
});
