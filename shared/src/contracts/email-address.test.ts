import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailAddressSchema } from './accounts';

describe('an email address, as sign-up, sign-in, the contact form and staff invitations take it', () => {
  it.each(["o'brien@example.ie", 'asha.k+diwali@example.in', 'pooja@xn--i1b6b1a6a2e.in'])(
    'takes %j',
    (address) => {
      expect(v.parse(emailAddressSchema, ` ${address} `)).toBe(address);
    },
  );

  it.each(['asha@example', 'asha example@example.in', '.asha@example.in', 'asha@@example.in'])(
    'refuses %j with the form’s message',
    (address) => {
      const refused = v.safeParse(emailAddressSchema, address);
      expect(refused.issues?.map((issue) => issue.message)).toEqual(['Please enter a valid email address']);
    },
  );
});
