import { markdownPlainText } from './markdown-plain-text';

describe('markdownPlainText', () => {
  it('keeps the words of headings, emphasis, lists, quotes and links without their marks', () => {
    expect(
      markdownPlainText(
        '## Daily care\n\nRub **gently** with *a soft cloth* and __never__ _steel_.\n\n- Tamarind\n* Lemon\n1. Rinse\n> Shine returns\n\n---\n\nSee [our Ganesha](/product/brass-ganesha) or <https://shop.example>.',
      ),
    ).toBe(
      'Daily care Rub gently with a soft cloth and never steel. Tamarind Lemon Rinse Shine returns See our Ganesha or https://shop.example.',
    );
  });

  it('drops raw HTML tags and escapes, and keeps plain text as it is', () => {
    expect(markdownPlainText('<b>Brass</b> \\*shines\\* ***bright***')).toBe('Brass *shines* bright');
    expect(markdownPlainText('Order #42 ships in 2-3 days.\nTwo lines.')).toBe(
      'Order #42 ships in 2-3 days. Two lines.',
    );
    expect(markdownPlainText('')).toBe('');
  });
});
