import * as v from 'valibot';
import { registerBodySchema } from './contracts/accounts';
import { holdsWebAddress, NAME_WITH_WEB_ADDRESS_MESSAGE } from './person-name';

describe('a name with a web address', () => {
  it.each([
    'Visit evil.com now',
    'http://evil.example/win',
    'HTTPS://BANK-LOGIN.IN',
    'www.prize.in',
    'Claim at t.co/abc',
    'Asha paytm-refund.co',
    'ｅｖｉｌ．ｃｏｍ',
    'evil。com',
    'Write to win@prizes.in',
    'mailto:win',
  ])('refuses %j', (name) => {
    expect(holdsWebAddress(name)).toBe(true);
  });

  it.each([
    'Asha Iyer',
    'R.K. Narayan',
    'S.Kumar',
    'A.R.Rahman',
    "D'Souza-Menon",
    'ਸਿੰਘ',
    'കൃഷ്ണൻ',
    'श्री. राम',
    'Dr. Rao',
  ])('takes %j', (name) => {
    expect(holdsWebAddress(name)).toBe(false);
  });

  it('is the sign-up contract’s rule, with its message', () => {
    const refused = v.safeParse(registerBodySchema, {
      name: 'Win at evil.com',
      email: 'asha@example.in',
      password: 'bell-metal-uruli',
    });
    expect(refused.issues?.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }))).toEqual([
      { path: 'name', message: NAME_WITH_WEB_ADDRESS_MESSAGE },
    ]);
  });
});
