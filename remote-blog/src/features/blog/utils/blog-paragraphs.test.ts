import { blogParagraphs } from './blog-paragraphs';

describe('blogParagraphs', () => {
  it('makes one paragraph of each line', () => {
    expect(blogParagraphs('First line.\nSecond line.\r\nThird line.')).toEqual([
      'First line.',
      'Second line.',
      'Third line.',
    ]);
  });

  it('skips empty and blank lines and trims the rest', () => {
    expect(blogParagraphs('\nOne.\n\n   \n  Two.  \n')).toEqual(['One.', 'Two.']);
  });

  it('gives no paragraph for an empty description', () => {
    expect(blogParagraphs('')).toEqual([]);
  });
});
