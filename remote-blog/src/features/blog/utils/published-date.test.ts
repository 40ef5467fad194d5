import { formatPublishedDate } from './published-date';

describe('formatPublishedDate', () => {
  it('writes the date the Indian way with the month in full', () => {
    expect(formatPublishedDate('2025-03-05T10:00:00.000Z')).toBe('5 March 2025');
  });

  it('uses the date in India, not in the reader’s time zone', () => {
    // 20:00 UTC is already 01:30 the next morning in India.
    expect(formatPublishedDate('2025-03-05T20:00:00.000Z')).toBe('6 March 2025');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatPublishedDate('soon')).toBe('soon');
  });
});
