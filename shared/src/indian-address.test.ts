import * as v from 'valibot';
import { INDIAN_STATES } from './constants';
import { indianAddressSchema } from './contracts/accounts';
import { ADDRESS_MESSAGES, addressProblems, isIndianMobile, isPincode } from './indian-address';

const address = {
  firstName: 'Meera',
  lastName: 'Krishnan',
  phone: '9840012345',
  address1: '14 Kapaleeshwarar Koil Street',
  city: 'Chennai',
  region: 'Tamil Nadu',
  zip: '600004',
};

describe('the mobile number rule', () => {
  it.each(['9840012345', '6000000000', '7012345678', '+919840012345', '+91 98400 12345', '98400-12345'])(
    'takes %s',
    (phone) => expect(isIndianMobile(phone)).toBe(true),
  );

  it.each([
    ['a landline-like start', '5840012345'],
    ['nine digits', '984001234'],
    ['eleven digits', '98400123456'],
    ['a leading 0', '09840012345'],
    ['91 without the plus', '919840012345'],
    ['another country code', '+449840012345'],
    ['letters', '98400l2345'],
    ['nothing', ''],
  ])('refuses %s', (_what, phone) => expect(isIndianMobile(phone)).toBe(false));
});

describe('the pincode rule', () => {
  it.each(['600042', '110001', ' 560001 ', '900001'])('takes %j', (pincode) =>
    expect(isPincode(pincode)).toBe(true),
  );

  it.each(['60004', '6000421', '060004', '60004a', '600 042', ''])('refuses %j', (pincode) =>
    expect(isPincode(pincode)).toBe(false),
  );
});

describe('addressProblems', () => {
  it('finds nothing wrong with a complete Indian address', () => {
    expect(addressProblems(address)).toEqual({});
  });

  it('names each field to fix, in the words the API uses too', () => {
    const problems = addressProblems({
      firstName: ' ',
      lastName: '',
      phone: '12345',
      address1: '',
      city: '  ',
      region: 'Tamilnadu',
      zip: '60004',
    });
    expect(problems).toEqual(ADDRESS_MESSAGES);
    const refused = v.safeParse(indianAddressSchema, {
      firstName: ' ',
      lastName: '',
      phone: '12345',
      country: 'India',
      address1: '',
      city: '  ',
      region: 'Tamilnadu',
      zip: '60004',
    });
    expect(Object.fromEntries(refused.issues!.map((issue) => [v.getDotPath(issue), issue.message]))).toEqual(
      ADDRESS_MESSAGES,
    );
  });

  it('knows all 28 states and 8 union territories, each once', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    for (const state of INDIAN_STATES) expect(addressProblems({ ...address, region: state })).toEqual({});
    expect(INDIAN_STATES).toEqual(expect.arrayContaining(['Ladakh', 'Telangana', 'Puducherry', 'Delhi']));
  });
});
