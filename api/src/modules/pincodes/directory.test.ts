import { INDIAN_STATES } from '@brass/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityOf, loadPincodeDirectory, PincodeDirectory, stateOf, type PostOffice } from './directory.js';

const office = (fields: Partial<PostOffice>): PostOffice => ({
  pincode: 600042,
  district: 'Chennai',
  division: 'Chennai City South',
  state: 'Tamil Nadu',
  ...fields,
});

describe("India Post's directory as the checkout reads it", () => {
  let directory: PincodeDirectory;
  beforeAll(async () => {
    directory = await loadPincodeDirectory();
  });

  it('places 600042 in Chennai, Tamil Nadu and 110001 in New Delhi, Delhi', () => {
    expect(directory.place('600042')).toEqual({ pincode: '600042', city: 'Chennai', state: 'Tamil Nadu' });
    expect(directory.place('110001')).toEqual({ pincode: '110001', city: 'New Delhi', state: 'Delhi' });
  });

  it('has pincodes in every state and union territory, and in no other', () => {
    expect([...directory.states()].sort()).toEqual([...INDIAN_STATES].sort());
    expect(directory.size).toBeGreaterThan(19_000);
  });

  it("uses today's names: Telangana, Ladakh, the merged union territory, Puducherry", () => {
    expect(directory.place('500001')).toMatchObject({ city: 'Hyderabad', state: 'Telangana' });
    expect(directory.place('194101')).toMatchObject({ city: 'Leh', state: 'Ladakh' });
    expect(directory.place('396210')).toMatchObject({ state: 'Dadra and Nagar Haveli and Daman and Diu' });
    expect(directory.place('605001')).toMatchObject({ state: 'Puducherry' });
  });

  it('knows nothing of a pincode India Post never gave, or of anything else', () => {
    for (const unknown of ['900001', '000000', '60004', '60004a', '', ' 600042']) {
      expect(directory.place(unknown)).toBeUndefined();
    }
  });
});

describe('names as addresses write them', () => {
  it("writes the capital's compass districts as New Delhi or Delhi, as their post offices' divisions do", () => {
    const delhi = (division: string) => office({ district: 'South West Delhi', division, state: 'Delhi' });
    expect(cityOf(delhi('New Delhi South West'), 'Delhi')).toBe('New Delhi');
    expect(cityOf(delhi('Delhi North'), 'Delhi')).toBe('Delhi');
  });

  it('drops the marks that tell apart districts of the same name', () => {
    expect(cityOf(office({ district: 'Bilaspur(CGH)' }), 'Chhattisgarh')).toBe('Bilaspur');
    expect(cityOf(office({ district: 'Hamirpur (HP)' }), 'Himachal Pradesh')).toBe('Hamirpur');
    expect(cityOf(office({ district: 'Kaimur (Bhabua)' }), 'Bihar')).toBe('Kaimur (Bhabua)');
  });

  it('refuses a state it cannot name, rather than fill in a wrong one', () => {
    expect(() => stateOf(office({ state: 'Madras Presidency' }))).toThrow(/unknown state: Madras Presidency/);
  });

  it('places a pincode whose post offices straddle a line where most of them are', () => {
    const directory = new PincodeDirectory([
      office({ pincode: 396230, district: 'Valsad', state: 'Gujarat' }),
      office({ pincode: 396230, district: 'Dadra & Nagar Haveli', state: 'Dadra & Nagar Haveli' }),
      office({ pincode: 396230, district: 'Dadra & Nagar Haveli', state: 'Dadra & Nagar Haveli' }),
    ]);
    expect(directory.place('396230')).toEqual({
      pincode: '396230',
      city: 'Dadra & Nagar Haveli',
      state: 'Dadra and Nagar Haveli and Daman and Diu',
    });
  });
});
