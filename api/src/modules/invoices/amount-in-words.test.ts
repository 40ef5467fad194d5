import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.js';

describe('amountInWords', () => {
  it('writes whole rupees as Indian invoices do', () => {
    expect(amountInWords(120_000)).toBe('Rupees One Thousand Two Hundred Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('counts in lakhs and crores', () => {
    expect(numberInWords(123_456)).toBe('One Lakh Twenty Three Thousand Four Hundred Fifty Six');
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(98_76_54_321)).toBe(
      'Ninety Eight Crore Seventy Six Lakh Fifty Four Thousand Three Hundred Twenty One',
    );
    expect(numberInWords(1_05_00_00_000)).toBe('One Hundred Five Crore');
    expect(numberInWords(1_05_00_00_019)).toBe('One Hundred Five Crore Nineteen');
    expect(numberInWords(1_00_019)).toBe('One Lakh Nineteen');
    expect(numberInWords(7_118)).toBe('Seven Thousand One Hundred Eighteen');
    expect(numberInWords(90)).toBe('Ninety');
  });

  it('adds the paise', () => {
    expect(amountInWords(12_345_650)).toBe(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only',
    );
    expect(amountInWords(68_301)).toBe('Rupees Six Hundred Eighty Three and One Paise Only');
    expect(amountInWords(45)).toBe('Forty Five Paise Only');
  });

  it('refuses what is no amount', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});
