import * as v from 'valibot';
import { addressMessagesOf, addressProblemsIn } from './address-rules';
import { orderAddressSchema } from './contracts/accounts';

const person = { firstName: 'Asha', lastName: 'Kaur', address1: '12 Elm Street', city: 'Leicester' };

describe('addressProblemsIn', () => {
  it('checks a US address with US words', () => {
    expect(
      addressProblemsIn('United States', {
        ...person,
        phone: '212 555 0147',
        region: 'Punjab',
        zip: '6000A',
      }),
    ).toEqual({
      phone: 'Enter a US phone number with its country code, such as +1 212 555 0147.',
      region: 'Choose your state.',
      zip: 'Enter a 5-digit ZIP code, such as 10001, or a ZIP+4, such as 10001-1234.',
    });
  });

  it('lets a UK address leave its county empty and wants a postcode', () => {
    expect(
      addressProblemsIn('United Kingdom', {
        ...person,
        phone: '+44 116 496 0123',
        region: '',
        zip: 'LE1 5WW',
      }),
    ).toEqual({});
    expect(
      addressProblemsIn('United Kingdom', {
        ...person,
        phone: '+44 116 496 0123',
        region: '',
        zip: '600042',
      }),
    ).toEqual({ zip: 'Enter a UK postcode, such as SW1A 1AA.' });
  });

  it('keeps the rules of India for an address in India', () => {
    expect(
      addressProblemsIn('India', { ...person, phone: '+1 212 555 0147', region: 'Texas', zip: '10001' }),
    ).toEqual({
      phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
      region: 'Choose your state or union territory.',
      zip: 'Enter a 6-digit pincode, such as 600042.',
    });
  });

  it('says the same words as the API refusing the address', () => {
    const refused = v.safeParse(orderAddressSchema, {
      ...person,
      country: 'United States',
      phone: '+1 212 555 0147',
      region: 'Texas',
      zip: '600042',
    });
    expect(refused.success).toBe(false);
    expect(refused.issues?.map((issue) => issue.message)).toEqual([addressMessagesOf('United States').zip]);
  });
});

describe('orderAddressSchema', () => {
  it('refuses a country the shop does not ship to, naming the three it does', () => {
    const refused = v.safeParse(orderAddressSchema, {
      ...person,
      country: 'France',
      phone: '+33 1 23',
      region: '',
      zip: '75001',
    });
    expect(refused.issues?.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }))).toEqual([
      {
        path: 'country',
        message: 'Choose India, the United States or the United Kingdom.',
      },
    ]);
  });

  it('keeps a UK postcode as Royal Mail prints it', () => {
    const parsed = v.parse(orderAddressSchema, {
      ...person,
      country: 'United Kingdom',
      phone: '+44 116 496 0123',
      region: 'Leicestershire',
      zip: 'le15ww',
    });
    expect(parsed.zip).toBe('LE1 5WW');
  });
});
