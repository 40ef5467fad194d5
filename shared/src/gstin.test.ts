import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from './constants';
import { isValidGstin, stateCodeOf, stateCodeOfGstin } from './gstin';

describe('state codes', () => {
  it('names the state of an address, however it is written', () => {
    expect(stateCodeOf('Tamil Nadu')).toBe('33');
    expect(stateCodeOf(' tamil  nadu ')).toBe('33');
    expect(stateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(stateCodeOf('Orissa')).toBe('21');
    expect(stateCodeOf('Pondicherry')).toBe('34');
    expect(stateCodeOf('Delhi')).toBe('07');
    expect(stateCodeOf('Dadra and Nagar Haveli and Daman and Diu')).toBe('26');
    expect(stateCodeOf('Atlantis')).toBeUndefined();
  });

  it('knows the GST code of every state and union territory the checkout offers', () => {
    for (const state of INDIAN_STATES) expect(stateCodeOf(state), state).toMatch(/^\d{2}$/);
    expect(new Set(INDIAN_STATES.map(stateCodeOf)).size).toBe(INDIAN_STATES.length);
  });

  it("reads the seller's state from the GSTIN", () => {
    expect(stateCodeOfGstin('33ABCDE1234F1Z5')).toBe('33');
    expect(stateCodeOfGstin('29ABCDE1234F1Z5')).toBe('29');
    expect(stateCodeOfGstin('99ABCDE1234F1Z5')).toBeUndefined();
  });
});

describe('isValidGstin', () => {
  it('takes a GSTIN whose check character holds', () => {
    // GSTINs published on invoices and in the GST portal's own examples.
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8']) {
      expect(isValidGstin(gstin), gstin).toBe(true);
    }
  });

  it('refuses a mistyped character, a wrong format or a state no GSTIN has', () => {
    for (const gstin of [
      '27AAPFU0939F1ZW',
      '27AAPFU0939F1Z',
      '27aapfu0939f1zv',
      '27AAPFU0939F0ZV',
      '99AAPFU0939F1ZV',
      '',
    ]) {
      expect(isValidGstin(gstin), gstin).toBe(false);
    }
  });
});
