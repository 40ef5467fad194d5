import { contactResponseSchema } from '@brass/shared/contracts/content';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.js';
import { rateLimits } from '../../plugins/rate-limit.js';
import { startTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Each message comes from its own address unless a test says otherwise, so the per-address limit
// only bites where a test wants it.
let address = 0;
const post = (payload: unknown, remoteAddress = `10.1.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

describe('POST /api/contact', () => {
  it('stores the message and thanks the sender', async () => {
    const response = await post({
      firstName: ' Lakshmi ',
      lastName: 'Narayanan',
      email: 'Lakshmi.N@Example.in',
      phone: '+91 98400 12345',
      subject: 'Custom kuthuvilakku',
      message: 'Can you make a 36 inch lamp for our temple?',
    });
    expect(response.statusCode).toBe(201);
    expect(v.parse(contactResponseSchema, response.json())).toEqual({
      message: 'Thank you for reaching out. We will get back to you soon.',
    });
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'lakshmi.n@example.in'));
    expect(stored).toMatchObject({
      firstName: 'Lakshmi',
      lastName: 'Narayanan',
      subject: 'Custom kuthuvilakku',
    });
  });

  it('needs only first name, last name and email', async () => {
    const response = await post({ firstName: 'Arun', lastName: 'K', email: 'arun@example.in', phone: '' });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'arun@example.in'));
    expect(stored).toMatchObject({ phone: null, subject: null, message: null });
  });

  it.each([
    [{ lastName: 'K', email: 'a@example.in' }, 'firstName: Required'],
    [{ firstName: '  ', lastName: 'K', email: 'a@example.in' }, 'firstName: First name is required'],
    [{ firstName: 'A', lastName: '', email: 'a@example.in' }, 'lastName: Last name is required'],
    [{ firstName: 'A', lastName: 'K', email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [
      { firstName: 'A', lastName: 'K', email: 'a@example.in', message: 42 },
      'message: Invalid input: expected string, received number',
    ],
    [[], 'body: Invalid input: expected object, received array'],
  ])('refuses %j', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('limits messages per address, telling the sender when to try again', async () => {
    const note = { firstName: 'Spam', lastName: 'Bot', email: 'bot@example.in', message: 'Buy now' };
    const { max } = rateLimits.contactPerClient;
    for (let i = 0; i < max; i++) expect((await post(note, '10.2.2.2')).statusCode).toBe(201);

    const refused = await post(note, '10.2.2.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please try again in 10 minutes.' });
    expect(refused.headers['retry-after']).toBe('600');
    expect((await post(note, '10.2.2.3')).statusCode).toBe(201);
  });
});
