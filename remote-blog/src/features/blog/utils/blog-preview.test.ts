import { blogPreview } from './blog-preview';

describe('blogPreview', () => {
  it('keeps a description of at most 120 characters whole, without an ellipsis', () => {
    const exactly120 = 'a'.repeat(120);
    expect(blogPreview(exactly120)).toBe(exactly120);
    expect(blogPreview('A short note on diyas.')).toBe('A short note on diyas.');
  });

  it('cuts a longer description to its first 120 characters and adds ...', () => {
    const long = `${'b'.repeat(120)}this part is cut`;
    expect(blogPreview(long)).toBe(`${'b'.repeat(120)}...`);
    expect(blogPreview('c'.repeat(121))).toHaveLength(123);
  });
});
