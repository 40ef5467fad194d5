import { policyBlocks } from './policy-blocks';

describe('policyBlocks', () => {
  it('reads paragraphs between blank lines and "## " lines as headings', () => {
    expect(
      policyBlocks(
        'We ship from Chennai.\n\n## Charges\nShown at checkout,\nbefore you pay.\n\n\n## Tracking\n\nIn My Orders.',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'We ship from Chennai.' },
      { kind: 'heading', text: 'Charges' },
      { kind: 'paragraph', text: 'Shown at checkout, before you pay.' },
      { kind: 'heading', text: 'Tracking' },
      { kind: 'paragraph', text: 'In My Orders.' },
    ]);
  });

  it('takes Windows line breaks, stray spaces and a heading without text', () => {
    expect(policyBlocks('  ## Returns  \r\n  Within 7 days. \r\n##\r\n\r\n')).toEqual([
      { kind: 'heading', text: 'Returns' },
      { kind: 'paragraph', text: 'Within 7 days.' },
    ]);
  });

  it('keeps "#" and "##" inside a sentence as text', () => {
    expect(policyBlocks('Order #42 ships today.\n##Not a heading')).toEqual([
      { kind: 'paragraph', text: 'Order #42 ships today. ##Not a heading' },
    ]);
  });

  it('gives nothing for an empty text', () => {
    expect(policyBlocks(' \n\n ')).toEqual([]);
  });
});
