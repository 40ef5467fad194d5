import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MarkdownText, type MarkdownTextProps } from './markdown';

const show = (props: MarkdownTextProps) => render(createElement(MarkdownText, props)).container;

const cardOfKnown = (id: string) =>
  id === 'brass-ganesha' ? createElement('aside', { 'aria-label': `Card of ${id}` }, 'card') : undefined;

describe('MarkdownText', () => {
  it('renders headings under the title, bold, italic, lists, quotes and paragraphs', () => {
    const page = show({
      text: '# Care\n\n## Polish\n\n### Weekly\n\n#### Daily\n\nRub **gently** with *a soft cloth*.\n\n- Tamarind\n- Lemon\n\n1. Rinse\n2. Dry\n\n> Shine returns.',
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Care',
      'Polish',
    ]);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Weekly');
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Daily');
    expect(page.querySelector('strong')?.textContent).toBe('gently');
    expect(page.querySelector('em')?.textContent).toBe('a soft cloth');
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tamarind', 'Lemon']);
    expect(steps!.tagName).toBe('OL');
    expect(page.querySelector('blockquote')?.textContent).toBe('Shine returns.');
    expect(page.textContent).not.toMatch(/\*\*|##/);
  });

  it('keeps paragraphs apart at blank lines and joins the lines of one', () => {
    const page = show({ text: 'First line\nwraps on.\n\nSecond paragraph.' });
    expect([...page.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
      'First line\nwraps on.',
      'Second paragraph.',
    ]);
  });

  it('needs a space after the hashes of a heading', () => {
    show({ text: 'Order #42 ships today.\n\n##Not a heading' });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('##Not a heading')).toBeTruthy();
  });

  it('links other sites with noopener and noreferrer, and the shop through its own link', () => {
    const ShopLink = ({ to, children }: { to: string; children?: React.ReactNode }) =>
      createElement('a', { href: to, 'data-shop': 'yes' }, children);
    show({
      text: 'See [the guild](https://crafts.example/guild) and [our story](/about) or https://shop.example/products.',
      shopOrigin: 'https://shop.example',
      ShopLink,
    });
    const guild = screen.getByRole('link', { name: 'the guild' });
    expect(guild.getAttribute('href')).toBe('https://crafts.example/guild');
    expect(guild.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'our story' }).dataset.shop).toBe('yes');
    expect(screen.getByRole('link', { name: 'https://shop.example/products' }).hasAttribute('rel')).toBe(
      false,
    );
  });

  it('shows raw HTML as text and never links javascript: addresses', () => {
    const page = show({
      text: '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) [also](JaVaScRiPt:alert(4)) ![x](javascript:alert(5))',
    });
    expect(page.querySelector('script, img, [onerror]')).toBeNull();
    expect(page.textContent).toContain('<script>alert(1)</script>');
    expect(page.textContent).toContain('<img src=x onerror="alert(2)">');
    expect(screen.queryByRole('link')).toBeNull();
    expect(page.innerHTML).not.toMatch(/javascript:/i);
    expect(page.textContent).toContain('click');
  });

  it('shows a product linked alone as its card, and after its paragraph when linked in a sentence', () => {
    const page = show({
      text: '[Brass Ganesha](/product/brass-ganesha)\n\nPair it with [the Ganesha](https://shop.example/product/brass-ganesha?variant=9-inch) today.',
      shopOrigin: 'https://shop.example',
      productCard: cardOfKnown,
    });
    const cards = screen.getAllByRole('complementary', { name: 'Card of brass-ganesha' });
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Brass Ganesha' })).toBeNull();
    const sentence = screen.getByText(/Pair it with/);
    expect(within(sentence).getByRole('link', { name: 'the Ganesha' })).toBeTruthy();
    expect(sentence.nextElementSibling).toBe(cards[1]);
    expect(page.querySelector('p aside')).toBeNull();
  });

  it('keeps a plain link to an unknown product, or to a product page of another site', () => {
    show({
      text: '[Retired lamp](/product/retired-lamp)\n\n[Their Ganesha](https://other.example/product/brass-ganesha)',
      shopOrigin: 'https://shop.example',
      productCard: cardOfKnown,
    });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('link', { name: 'Retired lamp' }).getAttribute('href')).toBe(
      '/product/retired-lamp',
    );
    expect(screen.getByRole('link', { name: 'Their Ganesha' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });

  it('renders the same markup on the server as in the browser', () => {
    const props = { text: '## Care\n\nRub **gently**.\n\n- One\n- Two', productCard: cardOfKnown };
    const onServer = renderToString(createElement(MarkdownText, props));
    const container = document.createElement('div');
    container.innerHTML = onServer;
    expect(show(props).innerHTML).toBe(container.innerHTML);
  });
});
