import { describe, expect, it } from 'vitest';
import { indiaDateAfter } from './delivery-date.js';

describe('indiaDateAfter', () => {
  it("counts from India's day, which starts 5:30 before UTC's", () => {
    // 19:00 UTC on 25 November is already 00:30 on the 26th in India.
    expect(indiaDateAfter(new Date('2026-11-25T19:00:00Z'), 3)).toBe('2026-11-29');
    expect(indiaDateAfter(new Date('2026-11-25T18:00:00Z'), 3)).toBe('2026-11-28');
  });

  it('crosses months and years', () => {
    expect(indiaDateAfter(new Date('2026-12-30T06:00:00Z'), 4)).toBe('2027-01-03');
    expect(indiaDateAfter(new Date('2028-02-27T06:00:00Z'), 2)).toBe('2028-02-29');
  });

  it('is the same day for no days', () => {
    expect(indiaDateAfter(new Date('2026-11-25T06:00:00Z'), 0)).toBe('2026-11-25');
  });
});
